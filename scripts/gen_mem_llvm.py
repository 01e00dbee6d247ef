"""Ask LLVM 19 how it disassembles gfx1030 words (used by gen_mem_tables.py
and gen_mem_check.py).  Nothing here is needed to build the project.

disassemble(insts, wave64) takes a list of word lists and returns, for each,
(text, size_in_bytes) as llvm-objdump-19 prints it, or (None, 0) when LLVM
refuses the first word.  Each candidate sits in its own 40-byte slot padded
with s_nop, so a refused or short candidate cannot swallow the next one.
"""
import os
import re
import subprocess
import tempfile

SLOT_WORDS = 10
S_NOP = 0xBF800000
LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")
LLVM_OBJDUMP = os.environ.get("LLVM_OBJDUMP", "llvm-objdump-19")

_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+?)(?: ; .*)?$")


CRASH = ("<llvm-objdump crashed>", 0)


def disassemble(insts, wave64=False, chunk=20000):
    """A candidate that makes llvm-objdump crash comes back as CRASH."""
    out = []
    for i in range(0, len(insts), chunk):
        out.extend(_split_on_crash(insts[i:i + chunk], wave64))
    return out


def _split_on_crash(insts, wave64):
    try:
        return _disassemble(insts, wave64)
    except subprocess.CalledProcessError as e:
        if e.returncode >= 0 or not insts:
            raise
    if len(insts) == 1:
        return [CRASH]
    half = len(insts) // 2
    return _split_on_crash(insts[:half], wave64) + _split_on_crash(insts[half:], wave64)


def _disassemble(insts, wave64):
    lines = [".text"]
    for ws in insts:
        assert 1 <= len(ws) <= SLOT_WORDS - 5
        pad = ws + [S_NOP] * (SLOT_WORDS - len(ws))
        lines.append(".long " + ",".join("0x%08x" % x for x in pad))
    attr = ["--mattr=+wavefrontsize64"] if wave64 else []
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "p.s")
        obj = os.path.join(tmp, "p.o")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        subprocess.run([LLVM_MC, "-triple=amdgcn", "-mcpu=gfx1030", "-filetype=obj",
                        src, "-o", obj], check=True)
        res = subprocess.run([LLVM_OBJDUMP, "-d", "--mcpu=gfx1030"] + attr + [obj],
                             check=True, capture_output=True, text=True).stdout
    by_addr = {}
    for line in res.splitlines():
        m = _LINE.match(line)
        if m:
            by_addr[int(m.group(2), 16)] = (m.group(1), len(m.group(3).split()) * 4)
    out = []
    for i in range(len(insts)):
        text, size = by_addr[i * SLOT_WORDS * 4]
        if text.startswith(".long "):
            out.append((None, 0))
        else:
            out.append((text, size))
    return out


def split_operands(text):
    """'name a, [b, c], d mod:1 mod' -> ('name', ['a', '[b, c]', 'd'], 'mod:1 mod')"""
    parts = text.split(None, 1)
    name = parts[0]
    if len(parts) == 1:
        return name, [], ""
    rest = parts[1].strip()
    ops, cur, depth = [], "", 0
    i = 0
    while i < len(rest):
        c = rest[i]
        if c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        if depth == 0 and rest.startswith(", ", i):
            ops.append(cur)
            cur = ""
            i += 2
            continue
        cur += c
        i += 1
    # The last operand ends at the first space outside brackets.
    depth, cut = 0, len(cur)
    for j, c in enumerate(cur):
        if c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        elif c == " " and depth == 0:
            cut = j
            break
    last, mods = cur[:cut], cur[cut + 1:]
    if last:
        ops.append(last)
    return name, ops, mods


_REG = re.compile(r"^([vs])(?:(\d+)|\[(\d+):(\d+)\])$")


def reg(tok):
    """'v[4:7]' -> ('v', 4, 4); 'v3' -> ('v', 3, 1); otherwise None."""
    m = _REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    lo, hi = int(m.group(3)), int(m.group(4))
    return m.group(1), lo, hi - lo + 1
