#!/usr/bin/env python3
"""agc-recompile --disasm against llvm-objdump-19, line for line.

Each programs/*.s is assembled by llvm-mc-19 into an AMDHSA ELF object (a
name starting "wave64" is assembled and disassembled for wave64), its .text
is cut out as a raw .bin with llvm-objcopy-19, and

    agc-recompile --disasm [--wave 64] X.bin

must print exactly the instruction lines of

    llvm-objdump-19 -d --mcpu=gfx1030 X.o

tab, 59-column padding and "// OFFSET: WORDS" included.  One difference is
tolerated and reported: after a branch's words llvm-objdump names the
target as " <.text+0x14>"; a raw file has no section name, so a line
without that suffix is accepted when it is otherwise identical.

Then bad input: the .bin cut short inside an instruction's literal, and cut
to an odd length, must fail with exit status 1, print nothing on stdout,
and name the byte offset of the instruction on stderr.

usage: test_disasm.py AGC_EXE PROGRAMS_DIR    (exit 77 without LLVM 19)
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
        if _LABEL.search(w) and g == _LABEL.sub("", w):
            c.notes.append("%s: branch target label omitted: %r" % (name, w.strip()))
            continue
        c.fail("%s line %d:\n  llvm-objdump: %r\n  ours:         %r" % (name, i + 1, w, g))
    print("%s: %d instruction lines compared" % (name, len(want)))
    return raw


def check_bad_input(c, exe, objdump, tmp, mc):
    # A program whose last instruction carries a literal: cutting its last
    # 4 bytes leaves the literal missing at the instruction's offset.
    src = os.path.join(tmp, "lit.s")
    with open(src, "w") as f:
        f.write("\ts_nop 0\n\ts_mov_b32 s0, s1\n\ts_mov_b32 s2, 0x12345678\n")
    obj = os.path.join(tmp, "lit.o")
    subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj",
                    src, "-o", obj], check=True)
    raw = os.path.join(tmp, "lit.bin")
    subprocess.run([tool("llvm-objcopy"), "-O", "binary", "--only-section=.text", obj, raw],
                   check=True)
    lines = objdump_lines(objdump, obj, False)
    last_off = int(re.search(r"// ([0-9A-F]{12}):", lines[-1]).group(1), 16)
    data = open(raw, "rb").read()
    cases = [("literal cut off", data[:-4], last_off),
             ("odd length", data[:-2], None)]
    for what, body, off in cases:
        path = os.path.join(tmp, "cut.bin")
        with open(path, "wb") as f:
            f.write(body)
        p = subprocess.run([exe, "--disasm", path], capture_output=True, text=True)
        if p.returncode != 1:
            c.fail("%s: exit status %d, expected 1" % (what, p.returncode))
        if p.stdout:
            c.fail("%s: printed on stdout: %r" % (what, p.stdout[:200]))
        if off is not None:
            if not re.search(r"\b0x%x\b" % off, p.stderr):
                c.fail("%s: message does not name offset 0x%x: %r" % (what, off, p.stderr))
        elif not re.search(r"\b0x[0-9a-f]+\b", p.stderr) or "agc-recompile" not in p.stderr:
            c.fail("%s: message names no offset: %r" % (what, p.stderr))
        if p.stderr.count("\n") != 1:
            c.fail("%s: expected one line on stderr, got %r" % (what, p.stderr))
        print("%s: %s" % (what, p.stderr.strip()))


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    exe, progdir = argv
    mc, objdump, objcopy = tool("llvm-mc"), tool("llvm-objdump"), tool("llvm-objcopy")
    if not (mc and objdump and objcopy):
        print("SKIP: llvm-mc-19, llvm-objdump-19 or llvm-objcopy-19 not found")
        return SKIP
    c = Checker()
    with tempfile.TemporaryDirectory(prefix="agc-cli-disasm-") as tmp:
        for src in sorted(glob.glob(os.path.join(progdir, "*.s"))):
            check_program(c, exe, mc, objdump, objcopy, src, tmp)
        check_bad_input(c, exe, objdump, tmp, mc)
    for n in c.notes:
        print("note: " + n)
    print("%d failure(s)" % c.failures)
    return 1 if c.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
