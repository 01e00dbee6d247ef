"""Ask LLVM 19 how it decodes gfx1030 words.

Shared by the gen_*.py table generators.  Each probe is a list of dwords;
they are assembled into one ELF object, one symbol per probe, so that
llvm-objdump restarts decoding at every probe.  The answer for a probe is
(text, size_in_bytes), or (None, 4) when LLVM does not decode the word.
"""
import os
import re
import subprocess
import tempfile

LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")
LLVM_OBJDUMP = os.environ.get("LLVM_OBJDUMP", "llvm-objdump-19")

_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ((?:[0-9A-F]{8} ?)+)")


def objdump(probes, wave64=False, chunk=2000):
    out = []
    for i in range(0, len(probes), chunk):
        out += _objdump_split(probes[i:i + chunk], wave64)
    return out


def _objdump_split(probes, wave64):
    # llvm-objdump 19 sometimes crashes on a large object of random words;
    # halve the batch until it does not.
    try:
        return _objdump(probes, wave64)
    except subprocess.CalledProcessError:
        if len(probes) == 1:
            return [("<llvm-objdump crashed>", 4)]
        h = len(probes) // 2
        return _objdump_split(probes[:h], wave64) + _objdump_split(probes[h:], wave64)


def _objdump(probes, wave64):
    attr = ["--mattr=+wavefrontsize64"] if wave64 else []
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "p.s")
        obj = os.path.join(tmp, "p.o")
        with open(src, "w") as f:
            f.write(".text\n")
            for i, words in enumerate(probes):
                f.write("p%d: .long %s\n" % (i, ", ".join("0x%08x" % w for w in words)))
        subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030",
                        "-filetype=obj", src, "-o", obj], check=True)
        res = subprocess.run([LLVM_OBJDUMP, "-d", "--mcpu=gfx1030"] + attr + [obj],
                             check=True, capture_output=True, text=True).stdout
    answers = [None] * len(probes)
    cur = None
    for line in res.splitlines():
        m = re.match(r"^[0-9a-f]+ <p(\d+)>:", line)
        if m:
            cur = int(m.group(1))
            continue
        if cur is None or answers[cur] is not None:
            continue
        m = _LINE.match(line)
        if not m:
            continue
        text = m.group(1)
        size = 4 * len(m.group(3).split())
        # llvm-objdump appends a symbolized target after the words; drop it.
        if text.startswith(".long "):
            answers[cur] = (None, 4)
        else:
            answers[cur] = (text, size)
    return answers
