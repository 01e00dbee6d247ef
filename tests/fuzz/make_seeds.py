#!/usr/bin/env python3
"""Write the pipeline harness's seeds: real compiler output, each behind the
selector byte that gives it its own ABI (tests/fuzz/fuzz_pipeline.h).

  make_seeds.py [OUT]        (default tests/fuzz/seeds/pipeline)

Sources, each at subgroup size = wave size (and the wave32 compiler output
at subgroup size 8 too):
  samples/*.bin              raw code, the ABI of samples/README.md
  samples/*.co               ELF code objects (selector bit 7: the kernel
                             descriptor sets the ABI), every kernel
  tests/glsl/captured/*.bin  ACO's code, the ABI from the capture's JSON
  tests/opencl/*.cl          clang-19 for gfx1030, wave32 and wave64
  tests/e2e/asm/*.s          llvm-mc-19, the ABI from the test's header

A seed is named SOURCE.NAME.wW[.s8].  Run it again after adding a test
program; it rewrites OUT from scratch.  Exit status 2 when a tool is missing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))

WAVE64, S8, WGID, ABI = 0x01, 0x02, 0x40, 0x80

# samples/README.md: user SGPRs, then the workgroup id x
RAW_SAMPLES = {"vector_add": 6, "loop_sum": 5, "wave_reduce": 4}


# the user SGPR counts bits 2-5 can give (fuzz_user_sgprs)
USER_SGPRS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32, 48)


def selector(wave, user_sgprs, wgid_x):
    """The smallest count of user SGPRs that covers the program's: the rest
    are push-constant dwords it does not read (and then the workgroup id, if
    any, lands after them and the program reads a register nothing set)."""
    k = next(i for i, n in enumerate(USER_SGPRS) if n >= user_sgprs)
    sel = (WAVE64 if wave == 64 else 0) | k << 2
    if wgid_x == USER_SGPRS[k]:
        sel |= WGID
    return sel


def from_abi_args(wave, args):
    """agc-recompile's ABI options (an e2e case's abi_args) -> selector."""
    user, wgid = 0, None
    for opt, val in zip(args, args[1:]):
        if opt == "--user-sgprs":
            user = int(val)
        elif opt == "--wgid-sgprs":
            wgid = int(val.split(",")[0])
    return selector(wave, user, wgid)


def kernel_count(elf):
    """Kernel descriptors (.kd symbols) in an ELF64 code object."""
    import struct
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3a)
    n = 0
    for i in range(shnum):
        sh = shoff + i * shentsize
        typ, = struct.unpack_from("<I", elf, sh + 4)
        if typ != 2:  # SHT_SYMTAB
            continue
        off, size, link = struct.unpack_from("<QQI", elf, sh + 0x18)
        strtab = shoff + link * shentsize
        stroff, = struct.unpack_from("<Q", elf, strtab + 0x18)
        for s in range(off, off + size, 24):
            name, = struct.unpack_from("<I", elf, s)
            end = elf.index(b"\0", stroff + name)
            n += elf[stroff + name:end].endswith(b".kd")
    return max(n, 1)


class Tools:
    """What the e2e cases need to build their code."""

    def run(self, cmd, env=None, check_tool=True):
        return subprocess.run(cmd, capture_output=True, text=True, env=env)

    def require(self, *tools):
        for t in tools:
            if shutil.which(t) is None:
                sys.exit("make_seeds: %s not found" % t)


def seeds():
    """(name, selector, code bytes)"""
    import e2e_cases
    for name, user in sorted(RAW_SAMPLES.items()):
        with open(os.path.join(ROOT, "samples", name + ".bin"), "rb") as f:
            yield "samples.%s.w32" % name, selector(32, user, user), f.read()
    for co in sorted(os.listdir(os.path.join(ROOT, "samples"))):
        if co.endswith(".co"):
            with open(os.path.join(ROOT, "samples", co), "rb") as f:
                code = f.read()
            # bits 2-5 pick the kernel of an object with several
            for k in range(kernel_count(code)):
                yield "samples.%s.k%d" % (co[:-3], k), ABI | k << 2, code
    tools = Tools()
    with tempfile.TemporaryDirectory() as tmp:
        for source in ("glsl", "opencl", "asm"):
            for case in e2e_cases.discover(source):
                for wave in case.waves:
                    path = case.code(tools, wave, tmp)
                    with open(path, "rb") as f:
                        code = f.read()
                    sel = ABI if source == "opencl" else from_abi_args(wave, case.abi_args(wave))
                    yield "%s.%s.w%d" % (source, case.name, wave), sel, code


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "seeds", "pipeline")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    n = 0
    for name, sel, code in seeds():
        # Several lanes an invocation make modules the validator takes
        # long over (wave64 at subgroup size 8: seconds): only wave32
        # compiler output starts there too, the rest the fuzzer reaches by
        # flipping bit 1.  The harness's start-up stays a few seconds.
        several = not name.endswith(".w64") and not name.startswith("asm.")
        variants = [("", 0), (".s8", S8)] if several else [("", 0)]
        for suffix, extra in variants:
            with open(os.path.join(out, name + suffix), "wb") as f:
                f.write(bytes([sel | extra]) + code)
            n += 1
    print("make_seeds: %d seeds in %s" % (n, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
