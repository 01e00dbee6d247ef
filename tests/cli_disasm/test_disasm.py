#!/usr/bin/env python3
"""agc-recompile --disasm against llvm-objdump-19, line for line.

1. Raw code.  Each programs/*.s is assembled by llvm-mc-19 into an AMDHSA
   ELF object (a name starting "wave64" is assembled and disassembled for
   wave64), its .text is cut out as a raw .bin with llvm-objcopy-19, and

       agc-recompile --disasm [--wave 64] X.bin

   must print exactly the instruction lines of

       llvm-objdump-19 -d --mcpu=gfx1030 X.o

   tab, 59-column padding and "// OFFSET: WORDS" included, with branch
   targets named " <.text+0x14>" as llvm-objdump names them.

2. ELF objects.  The code objects in samples/*.co, the objects the other
   tests assemble (programs/*.s, tests/graphbuilder/*.s, tests/e2e/asm/*.s
   by llvm-mc-19) and the OpenCL kernels clang-19 builds (tests/opencl/*.cl,
   when clang-19 and ld.lld-19 are there) are listed by

       agc-recompile --disasm X.co

   which must print llvm-objdump's instruction lines and "<symbol>:"
   headers, in order, exactly (the file-format banner aside): the whole
   section, its addresses, every symbol, branch targets as <symbol+0xoff>.

3. Words that decode to nothing: a program with bad words between good
   instructions is listed as llvm-objdump lists it (".long 0x..." for each
   bad word, the rest decoded), as an ELF object and as raw code; the exit
   status is 1 and stderr is one line naming the first bad word's address.
   An instruction that runs on into the next symbol's code and bytes too
   few for a word at the section's end (".byte") likewise.
   The same for raw code cut inside an instruction's literal.  Raw code of
   an odd length is refused (exit 1, nothing on stdout, one line).

usage: test_disasm.py AGC_EXE PROGRAMS_DIR SOURCE_ROOT    (exit 77 without LLVM 19)
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
_LABEL = re.compile(r" <[^>]*>$")
_HEADER = re.compile(r"^[0-9a-f]{16} <.*>:$")


def tool(name):
    for n in (name + "-19", name):
        p = shutil.which(n)
        if p:
            return p
    return None


class Checker:
    def __init__(self):
        self.failures = 0
        self.notes = []

    def fail(self, what):
        self.failures += 1
        print("FAIL: " + what)


def objdump_lines(objdump, obj, wave64):
    args = [objdump, "-d", "--mcpu=gfx1030"]
    if wave64:
        args.append("--mattr=+wavefrontsize64")
    out = subprocess.run(args + [obj], capture_output=True, text=True, check=True).stdout
    return [ln for ln in out.splitlines() if ln.startswith("\t")]


def check_program(c, exe, mc, objdump, objcopy, src, tmp):
    name = os.path.basename(src)
    wave64 = name.startswith("wave64")
    obj = os.path.join(tmp, name + ".o")
    raw = os.path.join(tmp, name + ".bin")
    attrs = ["-mattr=+wavefrontsize64"] if wave64 else []
    subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj"]
                   + attrs + [src, "-o", obj], check=True)
    subprocess.run([objcopy, "-O", "binary", "--only-section=.text", obj, raw], check=True)
    want = objdump_lines(objdump, obj, wave64)
    args = [exe, "--disasm"] + (["--wave", "64"] if wave64 else []) + [raw]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0:
        c.fail("%s: exit %d: %s" % (name, p.returncode, p.stderr.strip()))
        return raw
    got = p.stdout.splitlines()
    if p.stdout and not p.stdout.endswith("\n"):
        c.fail("%s: output does not end with a newline" % name)
    for i in range(max(len(got), len(want))):
        g = got[i] if i < len(got) else "<missing>"
        w = want[i] if i < len(want) else "<missing>"
        if g == w:
            continue
        c.fail("%s line %d:\n  llvm-objdump: %r\n  ours:         %r" % (name, i + 1, w, g))
    print("%s: %d instruction lines compared" % (name, len(want)))
    return raw


def listing_lines(text):
    """The instruction lines and "<symbol>:" headers of a listing."""
    return [ln for ln in text.splitlines() if ln.startswith("\t") or _HEADER.match(ln)]


def compare(c, label, want, got):
    """Lists of lines, equal line for line; the first difference is reported."""
    for i in range(max(len(got), len(want))):
        g = got[i] if i < len(got) else "<missing>"
        w = want[i] if i < len(want) else "<missing>"
        if g != w:
            c.fail("%s line %d:\n  llvm-objdump: %r\n  ours:         %r" % (label, i + 1, w, g))
            return False
    return True


def check_elf(c, exe, objdump, obj, label, wave64=False):
    args = [objdump, "-d", "--mcpu=gfx1030"] + (["--mattr=+wavefrontsize64"] if wave64 else [])
    want = listing_lines(subprocess.run(args + [obj], capture_output=True, text=True,
                                        check=True).stdout)
    p = subprocess.run([exe, "--disasm"] + (["--wave", "64"] if wave64 else []) + [obj],
                       capture_output=True, text=True)
    # data in the code (a jump table) is words that decode to nothing:
    # listed as .long, then exit 1
    bad = any("\t.long " in ln for ln in want)
    if p.returncode != (1 if bad else 0):
        c.fail("%s: exit %d: %s" % (label, p.returncode, p.stderr.strip()))
    if compare(c, label, want, listing_lines(p.stdout)):
        heads = sum(1 for ln in want if _HEADER.match(ln))
        print("%s: %d lines (%d headers) as llvm-objdump lists them" % (label, len(want), heads))


def elf_objects(mc, tmp, root):
    """(path, label, wave64) of every ELF object to compare."""
    out = [(co, os.path.relpath(co, root), False)
           for co in sorted(glob.glob(os.path.join(root, "samples", "*.co")))]
    for sub in ("tests/cli_disasm/programs", "tests/graphbuilder"):
        for src in sorted(glob.glob(os.path.join(root, sub, "*.s"))):
            name = os.path.basename(src)
            wave64 = sub.endswith("programs") and name.startswith("wave64")
            obj = os.path.join(tmp, sub.replace("/", "_") + "_" + name + ".o")
            attrs = ["-mattr=+wavefrontsize64"] if wave64 else []
            # a program built in variants (.if NAME) takes its first: --defsym NAME=1
            attrs += ["--defsym=%s=1" % v for v in
                      sorted(set(re.findall(r"^\.if\s+([A-Za-z_]\w*)", open(src).read(), re.M)))]
            subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj"]
                           + attrs + [src, "-o", obj], check=True, capture_output=True)
            out.append((obj, os.path.join(sub, name), wave64))
    for src in sorted(glob.glob(os.path.join(root, "tests", "e2e", "asm", "*.s"))):
        for wave in (32, 64):
            name = "%s.w%d" % (os.path.basename(src), wave)
            text = e2e_wave_text(open(src).read(), wave)
            obj = assemble(mc, tmp, "e2e_" + name, text,
                           extra=["--defsym", "WAVE64=%d" % (wave == 64)]
                           + (["-mattr=+wavefrontsize64"] if wave == 64 else []))
            out.append((obj, "tests/e2e/asm/" + name, wave == 64))
    clang, lld = tool("clang"), tool("ld.lld")
    for src in sorted(glob.glob(os.path.join(root, "tests", "opencl", "*.cl"))):
        if not (clang and lld):
            print("note: clang-19 or ld.lld-19 missing: %s not compared" % src)
            continue
        co = os.path.join(tmp, os.path.basename(src) + ".co")
        subprocess.run([clang, "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib",
                        "-O2", "-x", "cl", "-cl-std=CL2.0", src, "-o", co], check=True)
        out.append((co, os.path.relpath(src, root) + " (clang-19)", False))
    return out


def e2e_wave_text(text, wave):
    """The e2e programs' wave-size spellings ({vcc}, {exec}, {b}, {m:N}; see
    tests/e2e/README.md) for one wave size."""
    w64 = wave == 64
    text = text.replace("{vcc}", "vcc" if w64 else "vcc_lo")
    text = text.replace("{exec}", "exec" if w64 else "exec_lo")
    text = text.replace("{b}", "64" if w64 else "32")
    return re.sub(r"\{m:(\d+)\}", lambda m: ("s[%s:%d]" % (m.group(1), int(m.group(1)) + 1))
                  if w64 else "s" + m.group(1), text)


def assemble(mc, tmp, name, text, link=False, extra=()):
    src = os.path.join(tmp, name + ".s")
    with open(src, "w") as f:
        f.write(text)
    obj = os.path.join(tmp, name + ".o")
    subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj"]
                   + list(extra) + [src, "-o", obj], check=True)
    if not link:
        return obj
    co = os.path.join(tmp, name + ".co")
    subprocess.run([tool("ld.lld"), "-shared", obj, "-o", co], check=True)
    return co


def objdump_words(objdump, obj):
    """address -> (text, words) from llvm-objdump's listing."""
    out = {}
    for ln in subprocess.run([objdump, "-d", "--mcpu=gfx1030", obj], capture_output=True,
                             text=True, check=True).stdout.splitlines():
        m = re.match(r"\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+)", ln)
        if m:
            out[int(m.group(2), 16)] = (m.group(1), m.group(3).split())
    return out


def check_one_line(c, what, p, addr):
    if p.returncode != 1:
        c.fail("%s: exit status %d, expected 1" % (what, p.returncode))
    if p.stderr.count("\n") != 1 or "agc-recompile" not in p.stderr:
        c.fail("%s: expected one line on stderr, got %r" % (what, p.stderr))
    if addr is not None and not re.search(r"\b0x%x\b" % addr, p.stderr):
        c.fail("%s: message does not name 0x%x: %r" % (what, addr, p.stderr))
    print("%s: %s" % (what, p.stderr.strip()))


def check_bad_words(c, exe, objdump, objcopy, mc, tmp):
    # 0xd7ff0000: VOP3 opcode 1023, no instruction; 0xffffffff: none either.
    text = ("\t.text\n\t.type k,@function\nk:\n\ts_nop 0\n\t.long 0xd7ff0000\n"
            "\ts_mov_b32 s0, s1\n\t.long 0xffffffff\n\ts_cbranch_scc0 1\n\ts_nop 0\n"
            "\ts_endpgm\n")
    objs = [(assemble(mc, tmp, "bad", text), "bad words (.o)")]
    if tool("ld.lld"):
        objs.append((assemble(mc, tmp, "badx", text, link=True), "bad words (linked .co)"))
    # an instruction that runs on into the next symbol's code (listed whole
    # there, then that symbol's code from its start), and 2 bytes at the
    # end of the section (.byte)
    objs.append((assemble(mc, tmp, "straddle",
                          "\tv_add_f32_e64 v0, v1, v2\n\t.long 0xd5030000\nx:\n"
                          "\t.long 0x00020501\n\ts_endpgm\n\t.long 0xd5030000\n"
                          "\t.short 0x1234\n"), "straddle and tail bytes (.o)"))
    for obj, what in objs:
        want = listing_lines(subprocess.run([objdump, "-d", "--mcpu=gfx1030", obj],
                                            capture_output=True, text=True, check=True).stdout)
        p = subprocess.run([exe, "--disasm", obj], capture_output=True, text=True)
        compare(c, what, want, listing_lines(p.stdout))
        first = [ln for ln in want if ".long" in ln or ".byte" in ln][0]
        addr = int(re.search(r"// ([0-9A-F]{12}):", first).group(1), 16)
        check_one_line(c, what, p, addr)
    # the same as raw code: the instruction lines of the .o's listing
    raw = os.path.join(tmp, "bad.bin")
    subprocess.run([objcopy, "-O", "binary", "--only-section=.text", objs[0][0], raw], check=True)
    want = [ln for ln in listing_lines(subprocess.run(
        [objdump, "-d", "--mcpu=gfx1030", objs[0][0]], capture_output=True, text=True,
        check=True).stdout) if ln.startswith("\t")]
    p = subprocess.run([exe, "--disasm", raw], capture_output=True, text=True)
    compare(c, "bad words (raw)", [_LABEL.sub("", ln).replace("<k", "<.text") for ln in want],
            [_LABEL.sub("", ln) for ln in p.stdout.splitlines()])
    check_one_line(c, "bad words (raw)", p, 4)


def check_cut(c, exe, objdump, objcopy, mc, tmp):
    # The last instruction carries a literal: cutting its last 4 bytes
    # leaves its first word alone, which llvm-objdump lists as .long.
    obj = assemble(mc, tmp, "lit", "\ts_nop 0\n\ts_mov_b32 s0, s1\n\ts_mov_b32 s2, 0x12345678\n")
    raw = os.path.join(tmp, "lit.bin")
    subprocess.run([objcopy, "-O", "binary", "--only-section=.text", obj, raw], check=True)
    data = open(raw, "rb").read()
    cut_src = "".join("\t.long 0x%08x\n" % int.from_bytes(data[i:i + 4], "little")
                      for i in range(0, len(data) - 4, 4))
    cut_obj = assemble(mc, tmp, "cut", cut_src)
    want = [ln for ln in listing_lines(subprocess.run(
        [objdump, "-d", "--mcpu=gfx1030", cut_obj], capture_output=True, text=True,
        check=True).stdout) if ln.startswith("\t")]
    path = os.path.join(tmp, "cut.bin")
    with open(path, "wb") as f:
        f.write(data[:-4])
    p = subprocess.run([exe, "--disasm", path], capture_output=True, text=True)
    compare(c, "literal cut off", want, p.stdout.splitlines())
    check_one_line(c, "literal cut off", p, len(data) - 8)
    with open(path, "wb") as f:
        f.write(data[:-2])
    p = subprocess.run([exe, "--disasm", path], capture_output=True, text=True)
    if p.stdout:
        c.fail("odd length: printed on stdout: %r" % p.stdout[:200])
    check_one_line(c, "odd length", p, None)


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    exe, progdir, root = argv
    mc, objdump, objcopy = tool("llvm-mc"), tool("llvm-objdump"), tool("llvm-objcopy")
    if not (mc and objdump and objcopy):
        print("SKIP: llvm-mc-19, llvm-objdump-19 or llvm-objcopy-19 not found")
        return SKIP
    c = Checker()
    with tempfile.TemporaryDirectory(prefix="agc-cli-disasm-") as tmp:
        for src in sorted(glob.glob(os.path.join(progdir, "*.s"))):
            check_program(c, exe, mc, objdump, objcopy, src, tmp)
        for obj, label, wave64 in elf_objects(mc, tmp, root):
            check_elf(c, exe, objdump, obj, label, wave64)
        check_bad_words(c, exe, objdump, objcopy, mc, tmp)
        check_cut(c, exe, objdump, objcopy, mc, tmp)
    for n in c.notes:
        print("note: " + n)
    print("%d failure(s)" % c.failures)
    return 1 if c.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
