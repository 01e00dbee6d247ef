#!/usr/bin/env python3
"""Messages and a batch report name a refused instruction by the address
llvm-objdump-19 prints for it.

One program with four functions, each refused at one instruction by a
different stage (GraphBuilder: s_rfe_b64, and a branch out of the code,
whose target the message names as llvm-objdump does; the IR builder:
s_trap; the decoder, reached by GraphBuilder: a word that decodes to
nothing), is
assembled by llvm-mc-19 and linked by ld.lld-19 into a code object whose
.text lies at a non-zero address.  For each function F:

- `agc-recompile --symbol F X.co -o OUT.spv`, and --cfg where the graph
  is what fails, exit 1 with one line naming "pc 0xADDRESS <F+0xOFF>",
  ADDRESS being the one llvm-objdump lists the instruction at and F+0xOFF
  the symbol it gives that address;
- a batch over a folder holding X.co reports that ADDRESS as the
  record's error "pc";
- the same code as raw bytes (.text of the object, --entry at F) names
  the byte offset llvm-objdump lists in the unlinked object.

usage: test_pcs.py AGC_EXE    (exit 77 without llvm-mc-19, llvm-objdump-19,
                               llvm-objcopy-19 and ld.lld-19)
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
failures = []

PROGRAM = """\
\t.text
\t.type rfe,@function
rfe:
\ts_mov_b32 s0, 0
\ts_rfe_b64 s[0:1]
\t.type trap,@function
trap:
\ts_nop 0
\ts_nop 0
\ts_trap 2
\ts_endpgm
\t.type bad,@function
bad:
\ts_mov_b32 s1, 0
\t.long 0xd7ff0000
\ts_endpgm
\t.type far,@function
far:
\ts_nop 0
\ts_branch 100
"""
# function -> (how llvm-objdump lists the refused instruction, --cfg fails too)
CASES = {"rfe": ("s_rfe_b64", True), "trap": ("s_trap", False), "bad": (".long", True),
         "far": ("s_branch", True)}


def tool(name):
    for n in (name + "-19", name):
        p = shutil.which(n)
        if p:
            return p
    return None


def fail(what):
    failures.append(what)
    print("FAIL: " + what)


def listing(objdump, obj):
    """(symbol -> address, [(address, text)])"""
    syms, insts = {}, []
    out = subprocess.run([objdump, "-d", "--mcpu=gfx1030", obj], capture_output=True, text=True,
                         check=True).stdout
    for ln in out.splitlines():
        m = re.match(r"^([0-9a-f]{16}) <(.*)>:$", ln)
        if m:
            syms[m.group(2)] = int(m.group(1), 16)
        m = re.match(r"\t(.*?)\s*// ([0-9A-F]{12}):", ln)
        if m:
            insts.append((int(m.group(2), 16), m.group(1)))
    return syms, insts


def open_listing(objdump, obj, addr):
    """llvm-objdump's line for the instruction at addr."""
    out = subprocess.run([objdump, "-d", "--mcpu=gfx1030", obj], capture_output=True, text=True,
                         check=True).stdout
    return next((ln for ln in out.splitlines() if "// %012X:" % addr in ln), "")


def where(syms, insts, func, mnemonic):
    start = syms[func]
    addr = next(a for a, t in insts if a >= start and t.split()[0] == mnemonic)
    return addr, start


def one_line(what, p, needle, out=None):
    lines = p.stderr.splitlines()
    if p.returncode != 1 or len(lines) != 1 or needle not in lines[0]:
        fail("%s: exit %d, want 1 and one line with %r: %r" % (what, p.returncode, needle,
                                                              p.stderr))
    elif out and os.path.exists(out):
        fail("%s: left %s" % (what, out))
    else:
        print("ok: %s: %s" % (what, lines[0]))


def main(argv):
    if len(argv) != 1:
        print(__doc__)
        return 2
    exe = argv[0]
    mc, objdump, objcopy, lld = (tool("llvm-mc"), tool("llvm-objdump"), tool("llvm-objcopy"),
                                 tool("ld.lld"))
    if not (mc and objdump and objcopy and lld):
        print("SKIP: llvm-mc-19, llvm-objdump-19, llvm-objcopy-19 or ld.lld-19 not found")
        return SKIP
    with tempfile.TemporaryDirectory(prefix="agc-cli-pcs-") as tmp:
        src, obj = os.path.join(tmp, "p.s"), os.path.join(tmp, "p.o")
        folder = os.path.join(tmp, "in")
        os.mkdir(folder)
        co, raw = os.path.join(folder, "p.co"), os.path.join(tmp, "p.bin")
        with open(src, "w") as f:
            f.write(PROGRAM)
        subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", src,
                        "-o", obj], check=True)
        subprocess.run([lld, "-shared", obj, "-o", co], check=True)
        subprocess.run([objcopy, "-O", "binary", "--only-section=.text", obj, raw], check=True)
        syms, insts = listing(objdump, co)
        rsyms, rinsts = listing(objdump, obj)
        if not syms or min(syms.values()) == 0:
            fail("the linked object's .text lies at 0: the test proves nothing")
        for func, (mnemonic, in_cfg) in CASES.items():
            addr, start = where(syms, insts, func, mnemonic)
            off = addr - start
            needle = "pc 0x%x <%s%s>" % (addr, func, "+0x%x" % off if off else "")
            out = os.path.join(tmp, func + ".spv")
            p = subprocess.run([exe, "--workgroup", "32", "--symbol", func, co, "-o", out], capture_output=True,
                               text=True)
            one_line("%s: recompile" % func, p, needle, out)
            if in_cfg:
                p = subprocess.run([exe, "--cfg", "--symbol", func, co], capture_output=True,
                                   text=True)
                one_line("%s: --cfg" % func, p, needle)
            if func == "far":
                # the branch target the message names: llvm-objdump's <far+0x..>
                m = re.search(r"<far\+0x([0-9a-f]+)>", open_listing(objdump, co, addr))
                target = syms["far"] + int(m.group(1), 16) if m else -1
                one_line("far: target", p, "branch target 0x%x lies outside" % target)
            report = os.path.join(tmp, func + ".json")
            p = subprocess.run([exe, "--workgroup", "32", "--symbol", func, folder, "-o", os.path.join(tmp, "o_" + func),
                                "--report", report], capture_output=True, text=True)
            try:
                with open(report) as f:
                    pcs = [r["error"].get("pc") for r in json.load(f)["shaders"] if "error" in r]
            except (OSError, ValueError, KeyError, TypeError) as e:
                pcs = ["report unreadable: %s" % e]
            if pcs != [addr]:
                fail("%s: batch report pc %r, want %d (0x%x)" % (func, pcs, addr, addr))
            else:
                print("ok: %s: batch report pc %d (0x%x)" % (func, addr, addr))
            raddr, rstart = where(rsyms, rinsts, func, mnemonic)
            p = subprocess.run([exe, "--entry", "0x%x" % rstart, raw, "-o", out],
                               capture_output=True, text=True)
            one_line("%s: raw" % func, p, "offset 0x%x " % raddr, out)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
