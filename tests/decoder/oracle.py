"""LLVM's disassembly of many instructions at once, for comparison with ours.

Each input (bytes, or a list of 32-bit words) is put in a section of its own in one
ELF object (assembled from ".byte" directives by llvm-mc), and the object is
disassembled by llvm-objdump --mcpu=gfx1030.  A section bounds what the
disassembler may read, so an input whose instruction needs more words than
given is refused instead of borrowing from the next input, and the raw
words llvm-objdump lists after each instruction give the size it decoded
(llvm-mc -show-encoding would not do: it prints a re-encoding, which for
MIMG NSA can be shorter than what was decoded).

Per input the result is what LLVM made of the first instruction:
  OK       text, size in bytes, and the rest of the comment after the words
           (" <.t3+0xc>" for branch targets, " ; Warning: ..." notes)
  INVALID  llvm-objdump printed ".long 0x...": no instruction decodes there
  CRASH    llvm-objdump 19 crashes on a few encodings (SDWA selects of 7,
           for one); a batch that crashes is halved and rerun until the
           crashing inputs stand alone.
"""

import os
import re
import shutil
import subprocess
import tempfile

OK, INVALID, CRASH = "ok", "invalid", "crash"

_SECTION = re.compile(r"^Disassembly of section \.t(\d+):$")
_INST = re.compile(r"^\t(.*?) *// ([0-9A-F]{12}): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(.*)$")


def find_tool(name):
    for n in (name + "-19", name):
        path = shutil.which(n)
        if path:
            return path
    return None


class Tools:
    def __init__(self):
        self.mc = find_tool("llvm-mc")
        self.objdump = find_tool("llvm-objdump")

    def present(self):
        return bool(self.mc and self.objdump)


class Result:
    __slots__ = ("status", "text", "size", "trailer")

    def __init__(self, status, text=None, size=0, trailer=""):
        self.status = status
        self.text = text
        self.size = size
        self.trailer = trailer

    def __repr__(self):
        return "Result(%s, %r, %d, %r)" % (self.status, self.text, self.size,
                                           self.trailer)


def to_bytes(code):
    if isinstance(code, (bytes, bytearray)):
        return bytes(code)
    return b"".join((w & 0xFFFFFFFF).to_bytes(4, "little") for w in code)


def _run_once(tools, wave64, batch, tmp):
    src = os.path.join(tmp, "in.s")
    obj = os.path.join(tmp, "in.o")
    with open(src, "w") as f:
        for i, code in enumerate(batch):
            f.write('.section .t%d,"ax",@progbits\n.byte %s\n'
                    % (i, ",".join("%d" % x for x in code)))
    subprocess.run([tools.mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030",
                    "-filetype=obj", src, "-o", obj], check=True)
    # -z: a run of zero bytes is disassembled too, not elided as "..."
    args = [tools.objdump, "-d", "-z", "--mcpu=gfx1030", obj]
    if wave64:
        args.insert(2, "--mattr=+wavefrontsize64")
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode != 0:
        return None
    out = [None] * len(batch)
    cur = None
    for ln in proc.stdout.splitlines():
        m = _SECTION.match(ln)
        if m:
            cur = int(m.group(1))
            continue
        if cur is None or out[cur] is not None or not ln.startswith("\t"):
            continue
        m = _INST.match(ln)
        if not m:
            raise RuntimeError("unexpected llvm-objdump line: %r" % ln)
        if int(m.group(2), 16) != 0:
            raise RuntimeError("first instruction not at 0: %r" % ln)
        text = m.group(1)
        if text.startswith(".long "):
            out[cur] = Result(INVALID)
        else:
            out[cur] = Result(OK, text, 4 * len(m.group(3).split()), m.group(4))
    for i, r in enumerate(out):
        if r is None:
            raise RuntimeError("llvm-objdump printed nothing for input %d" % i)
    return out


def disassemble(tools, batch, wave64=False, chunk=10000):
    """One Result per input in batch (non-empty bytes or lists of words)."""
    batch = [to_bytes(x) for x in batch]
    results = []
    with tempfile.TemporaryDirectory(prefix="agc-oracle-") as tmp:
        for start in range(0, len(batch), chunk):
            results.extend(_split_run(tools, wave64, batch[start:start + chunk], tmp))
    return results


def _split_run(tools, wave64, batch, tmp):
    if not batch:
        return []
    r = _run_once(tools, wave64, batch, tmp)
    if r is not None:
        return r
    if len(batch) == 1:
        return [Result(CRASH)]
    half = len(batch) // 2
    return (_split_run(tools, wave64, batch[:half], tmp)
            + _split_run(tools, wave64, batch[half:], tmp))
