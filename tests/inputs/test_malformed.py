#!/usr/bin/env python3
"""test_malformed.py -- every kind of broken input file gives exit status 1,
one line on stderr naming the file and what is wrong, and nothing on stdout.
Broken code object metadata (the msgpack note) is among them: bad msgpack,
fields of the wrong type, and fields that disagree with the kernel
descriptor or with each other, each named with its byte offset.

The broken files are made here from the committed samples (a clang-19 code
object and a raw dump) by patching the fields that elf64.py reads
independently of the C reader.  The expected messages are built from those
fields, not from the reader's output.

usage: test_malformed.py AGC_RECOMPILE DUMP_INPUT SAMPLES_DIR
"""

import os
import random
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elf64  # noqa: E402

AGC, DUMP, SAMPLES = sys.argv[1:4]
failures = []
# A sanitizer report must not pass for a refusal (both would exit 1).
os.environ.setdefault("ASAN_OPTIONS", "exitcode=86")
os.environ.setdefault("UBSAN_OPTIONS", "halt_on_error=1:exitcode=87")
ROUNDS = int(os.environ.get("AGC_DAMAGE_ROUNDS", "150"))


def run_case(name, path, args, expect, tool=None, status=1, nlines=1, mode="--disasm"):
    cmd = [tool or AGC] + ([mode] if tool is None else []) + args + [path]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    lines = p.stderr.splitlines()
    prefix = f"agc-recompile: {path}: " if tool is None else f"{path}: "
    problems = []
    if p.returncode != status:
        problems.append(f"exit status {p.returncode}, want {status}")
    if p.stdout:
        problems.append(f"stdout not empty: {p.stdout[:200]!r}")
    if len(lines) != nlines:
        problems.append(f"stderr has {len(lines)} lines, want {nlines}: {p.stderr[:400]!r}")
    elif not lines[0].startswith(prefix) or expect not in lines[0]:
        problems.append(f"stderr {lines[0]!r} lacks {prefix!r} ... {expect!r}")
    if problems:
        failures.append(name)
        print(f"FAIL {name}: " + "; ".join(problems))
    else:
        print(f"ok   {name}: {lines[0]}")


def write(tmp, name, data):
    path = os.path.join(tmp, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def note_descriptor(co, base):
    """(file offset, bytes) of the NT_AMDGPU_METADATA note's descriptor:
    .note holds notes of namesz, descsz, type, then name and descriptor,
    each padded to 4 bytes."""
    note = base.by_name(".note")
    at, end = note["offset"], note["offset"] + note["size"]
    while at < end:
        namesz, descsz, typ = struct.unpack_from("<III", co, at)
        name = co[at + 12:at + 12 + namesz]
        desc = at + 12 + (namesz + 3) // 4 * 4
        if name == b"AMDGPU\0" and typ == 32:
            return at, desc, co[desc:desc + descsz]
        at = desc + (descsz + 3) // 4 * 4
    raise KeyError("no AMDGPU metadata note")


def key_at(desc_at, desc, key):
    """File offset of a msgpack fixstr key's text (its header byte is
    0xa0 + length) in the descriptor, and of the value after it."""
    i = desc.index(bytes([0xa0 + len(key)]) + key.encode())
    return desc_at + i + 1, desc_at + i + 1 + len(key)


def metadata_cases(tmp, co, base, syms):
    note_at, d, desc = note_descriptor(co, base)
    kname = "AMDGPU metadata of kernel 'vector_add'"

    def case(name, at, value, expect):
        data = bytearray(co)
        data[at:at + len(value)] = value
        run_case(name, write(tmp, "meta.co", bytes(data)), [], expect)

    key, val = key_at(d, desc, ".wavefront_size")
    assert co[val] == 0x20  # fixint 32
    case("metadata: not msgpack", val, b"\xc1",
         f"offset 0x{val:x}: AMDGPU metadata: not valid msgpack (byte 0xc1)")
    case("metadata: .wavefront_size a string", val, b"\xa0",
         f"offset 0x{key:x}: {kname}: .wavefront_size is a string, not an unsigned integer")
    case("metadata: .wavefront_size 64 on a wave32 descriptor", val, b"\x40",
         f"offset 0x{key:x}: {kname} disagrees: .wavefront_size is 64, the kernel "
         f"descriptor says wave32")
    case("metadata: .wavefront_size 48", val, b"\x30",
         f"offset 0x{key:x}: {kname} disagrees: .wavefront_size is 48, not 32 or 64")

    key, val = key_at(d, desc, ".reqd_workgroup_size")
    assert co[val:val + 4] == b"\x93\x40\x01\x01"  # [64, 1, 1]
    case("metadata: .reqd_workgroup_size over .max_flat_workgroup_size", val + 1, b"\x7f",
         f"offset 0x{key:x}: {kname} disagrees: .reqd_workgroup_size [127, 1, 1] is 127 "
         f"threads, more than .max_flat_workgroup_size 64")
    case("metadata: .reqd_workgroup_size of 0 threads", val + 2, b"\x00",
         f"offset 0x{key:x}: {kname} disagrees: .reqd_workgroup_size is [64, 0, 1], "
         f"not a workgroup of 1..1024 threads")
    case("metadata: .reqd_workgroup_size with a nil", val + 3, b"\xc0",
         f"offset 0x{key:x}: {kname}: .reqd_workgroup_size[] is nil, not an unsigned integer")
    case("metadata: .reqd_workgroup_size a string", val, b"\xa3",
         f"offset 0x{key:x}: {kname}: .reqd_workgroup_size is a string, not an array of 3 "
         f"unsigned integers")

    key, val = key_at(d, desc, ".group_segment_fixed_size")
    assert co[val] == 0
    case("metadata: LDS size unlike the descriptor's", val, b"\x10",
         f"offset 0x{key:x}: {kname} disagrees: .group_segment_fixed_size is 16, the "
         f"kernel descriptor's group_segment_fixed_size 0")
    key, val = key_at(d, desc, ".kernarg_segment_size")
    assert co[val] == 24
    case("metadata: an argument past the kernarg segment", val, b"\x10",
         f"{kname} disagrees: .args[2] (global_buffer) at 16 + 8 bytes lies past "
         f".kernarg_segment_size 16")
    key, val = key_at(d, desc, ".vgpr_count")
    text = base.by_name(".rodata")
    kd = text["offset"] + syms["vector_add.kd"]["value"] - text["addr"]
    granted = ((struct.unpack_from("<I", co, kd + 48)[0] & 0x3F) + 1) * 8
    case("metadata: more VGPRs than the descriptor allocates", val, b"\x7f",
         f"offset 0x{key:x}: {kname} disagrees: .vgpr_count is 127, more than the "
         f"{granted} VGPRs the kernel descriptor allocates")
    key, val = key_at(d, desc, ".symbol")
    sym = co.index(b"vector_add.kd", val)
    case("metadata: .symbol of another kernel", sym + 9, b"X",
         f"{kname} disagrees: .symbol is 'vector_adX.kd', not 'vector_add.kd'")

    # A 5-byte array header announcing 2**32 - 1 objects (msgpack-c would
    # allocate them all at once): refused before it runs.
    key, val = key_at(d, desc, ".args")
    left = d + len(desc) - (val + 5)
    case("metadata: an array of 2**32 - 1 objects", val, b"\xdd\xff\xff\xff\xff",
         f"offset 0x{val:x}: AMDGPU metadata: an array or map of 4294967295 objects, more "
         f"than the {left} bytes left")

    # The note's own header: the descriptor cut short, or running past .note.
    descsz = len(desc)
    case("metadata: note descriptor cut short", note_at + 4,
         struct.pack("<I", descsz - 10),
         f"offset 0x{d + descsz - 10:x}: AMDGPU metadata: the msgpack data ends inside "
         f"an object")
    note = base.by_name(".note")
    case("metadata: note past its section", note_at + 4, struct.pack("<I", 0x10000),
         f"offset 0x{note_at:x}: note in section {note['index']} (.note) of 7 + 65536 "
         f"bytes runs past the section's end")

    # Random damage inside the msgpack: read or refused with one line.
    rng = random.Random(32)
    for i in range(ROUNDS):
        data = bytearray(co)
        for _ in range(rng.randint(1, 3)):
            data[d + rng.randrange(descsz)] = rng.randrange(256)
        path = write(tmp, "damaged-meta.co", bytes(data))
        p = subprocess.run([DUMP, path], capture_output=True, timeout=20)
        if p.returncode not in (0, 1) or (p.returncode == 1 and
                                          len(p.stderr.splitlines()) != 1):
            failures.append(f"damaged metadata #{i}")
            print(f"FAIL damaged metadata #{i} (seed 32): status {p.returncode}, "
                  f"stderr {p.stderr[:300]!r}")
    print(f"ok   {ROUNDS} code objects with damaged metadata read or refused cleanly")


def main():
    with open(os.path.join(SAMPLES, "vector_add.co"), "rb") as f:
        co = f.read()
    with open(os.path.join(SAMPLES, "vector_add.bin"), "rb") as f:
        raw = f.read()
    two = os.path.join(SAMPLES, "two_kernels.co")
    base = elf64.Elf(co)
    text = base.by_name(".text")
    rodata = base.by_name(".rodata")
    syms = base.symbols()

    with tempfile.TemporaryDirectory() as tmp:
        def patched(name, *edits):
            e = elf64.Elf(co)
            for fmt, at, value in edits:
                e.put(fmt, at, value)
            return write(tmp, name, e.data)

        run_case("empty file", write(tmp, "empty.bin", b""), [], "empty file")
        # The CLI reads a directory as a batch of inputs; the reader
        # itself refuses one.
        run_case("directory", tmp, [], "malformed: is a directory, not a shader file",
                 tool=DUMP)
        # an input that cannot be opened is an I/O error, not a bad input
        run_case("missing file", os.path.join(tmp, "nothere.co"), [],
                 "cannot open: No such file or directory", status=2)
        run_case("raw file of 6 bytes", write(tmp, "six.bin", raw[:6]), [],
                 "raw code is 6 bytes, not a whole number of 4-byte words")
        run_case("raw entry past the end", os.path.join(SAMPLES, "vector_add.bin"),
                 ["--entry", "0x100"],
                 f"entry 0x100 lies past the end of the code (0x{len(raw):x} bytes)")
        run_case("raw entry not aligned", os.path.join(SAMPLES, "vector_add.bin"),
                 ["--entry", "6"], "entry 0x6 is not a multiple of 4")
        run_case("truncated ELF header", write(tmp, "trunc.co", co[:20]), [],
                 "truncated ELF header (20 bytes, need 64)")
        run_case("ELF magic only", write(tmp, "magic.co", co[:4]), [],
                 "truncated ELF header (4 bytes, need 64)")
        run_case("bad magic with --format elf", os.path.join(SAMPLES, "vector_add.bin"),
                 ["--format", "elf"], "not an ELF file (magic")
        run_case("32-bit ELF", patched("class.co", ("<B", elf64.EI_CLASS, 1)), [],
                 "ELF class 1 is not ELFCLASS64")
        run_case("wrong e_machine", patched("x86.co", ("<H", elf64.E_MACHINE, 62)), [],
                 "ELF machine 62 is not EM_AMDGPU (224)")
        run_case("core file type", patched("core.co", ("<H", elf64.E_TYPE, 4)), [],
                 "ELF type 4 is not a relocatable, executable or shared object")
        run_case("another GPU (gfx900)", patched("gfx900.co", ("<I", elf64.E_FLAGS, 0x2c)), [],
                 "code object is for another GPU (EF_AMDGPU_MACH 0x02c)")

        # Cut the file inside the last section header.
        n = base.shnum
        cut = base.shoff + (n - 1) * 64 + 10
        run_case("section header table past EOF", write(tmp, "shcut.co", co[:cut]), [],
                 f"ELF section header {n - 1} lies past the end of the file "
                 f"(offset 0x{base.shoff + (n - 1) * 64:x} + 0x40 > 0x{cut:x})")
        run_case("section header table far past EOF",
                 patched("shoff.co", ("<Q", elf64.E_SHOFF, len(co) + 0x1000)), [],
                 f"ELF section header 0 lies past the end of the file "
                 f"(offset 0x{len(co) + 0x1000:x} + 0x40 > 0x{len(co):x})")
        run_case("wrong section header size",
                 patched("shentsize.co", ("<H", elf64.E_SHENTSIZE, 40)), [],
                 "ELF section header size is 40, not 64")
        run_case("no sections",
                 patched("shnum.co", ("<H", elf64.E_SHNUM, 0)), [],
                 "ELF file has no sections")
        run_case("section name table index past the end",
                 patched("shstrndx.co", ("<H", elf64.E_SHSTRNDX, n + 5)), [],
                 f"ELF section name table index {n + 5} is past the last section ({n - 1})")
        big = len(co) + 0x10
        run_case(".text contents past EOF",
                 patched("textsize.co", ("<Q", text["at"] + elf64.SH_SIZE, big)), [],
                 f"ELF section {text['index']} lies past the end of the file "
                 f"(offset 0x{text['offset']:x} + 0x{big:x} > 0x{len(co):x})")
        run_case("section size overflowing 64 bits",
                 patched("wrap.co", ("<Q", text["at"] + elf64.SH_SIZE, 2**64 - 0x10)), [],
                 f"ELF section {text['index']} lies past the end of the file")
        run_case("overlapping sections",
                 patched("overlap.co", ("<Q", rodata["at"] + elf64.SH_OFFSET,
                                        text["offset"] + 8)), [],
                 f"section {rodata['index']} (.rodata) and section {text['index']} "
                 f"(.text) overlap")
        run_case("section over the ELF header",
                 patched("overhdr.co", ("<Q", rodata["at"] + elf64.SH_OFFSET, 0x10)), [],
                 f"the ELF header and section {rodata['index']} (.rodata) overlap")

        fn, kd = syms["vector_add"], syms["vector_add.kd"]
        past = text["addr"] + text["size"] - 8
        run_case("function past its section",
                 patched("symrange.co", ("<Q", fn["at"] + elf64.ST_VALUE, past)), [],
                 f"ELF symbol 'vector_add' (0x{past:x} + 0x{fn['size']:x}) lies outside "
                 f"its section {text['index']} (.text, 0x{text['addr']:x} + "
                 f"0x{text['size']:x})")
        run_case("function before its section",
                 patched("symlow.co", ("<Q", fn["at"] + elf64.ST_VALUE, 4)), [],
                 "ELF symbol 'vector_add' (0x4 + ")
        run_case("function name outside the string table",
                 patched("symname.co", ("<I", fn["at"], 0x7fffffff)), [],
                 "name (offset 0x7fffffff) is not a string of its string table")
        run_case("kernel descriptor of 32 bytes",
                 patched("kdsize.co", ("<Q", kd["at"] + elf64.ST_SIZE, 32)), [],
                 "kernel descriptor 'vector_add.kd' is 32 bytes, not 64")
        run_case("kernel descriptor past its section",
                 patched("kdrange.co", ("<Q", kd["at"] + elf64.ST_VALUE,
                                        rodata["addr"] + rodata["size"] - 16)), [],
                 "ELF symbol 'vector_add.kd' (0x")
        kd_file = rodata["offset"] + kd["value"] - rodata["addr"]
        run_case("kernel descriptor entry outside the function",
                 patched("kdentry.co", ("<q", kd_file + 16, -0x10000)), [],
                 "kernel descriptor 'vector_add.kd' puts the entry at")
        run_case("kernel descriptor entry not on a word",
                 patched("kdodd.co", ("<q", kd_file + 16, fn["value"] - kd["value"] + 2)), [],
                 "kernel descriptor 'vector_add.kd' puts the entry at "
                 f"0x{fn['value'] + 2:x}, not on a 4-byte boundary")
        run_case("function with no code",
                 patched("nocode.co", ("<Q", fn["at"] + elf64.ST_VALUE,
                                       text["addr"] + text["size"]),
                         ("<Q", fn["at"] + elf64.ST_SIZE, 0)), [],
                 "function 'vector_add' has no code")
        run_case("missing --symbol name", os.path.join(SAMPLES, "vector_add.co"),
                 ["--symbol", "nope"],
                 "no function 'nope' in the code object (functions: vector_add)")
        # not the file's fault: a usage error (exit 2, and the --help hint);
        # --disasm lists every kernel, the other modes need one
        run_case("two kernels without --symbol", two, [],
                 "the code object has 2 kernels (fill, tile_sum); choose one with --symbol",
                 status=2, nlines=2, mode="--cfg")
        # (the ELF --entry case below is the library's check: the CLI
        # refuses --entry on an ELF as a usage error before reading it)
        run_case("ELF entry outside the function", os.path.join(SAMPLES, "vector_add.co"),
                 ["--entry", f"0x{fn['size']:x}"],
                 f"entry 0x{fn['size']:x} is not a 4-byte aligned offset inside "
                 f"function 'vector_add' (0x{fn['size']:x} bytes)", tool=DUMP)

        metadata_cases(tmp, co, base, syms)

        # Limits are reported as such (the CLI has no flag for the limit).
        run_case("size limit", os.path.join(SAMPLES, "vector_add.co"),
                 ["--max-bytes", "1000"],
                 f"limit: input of {len(co)} bytes is larger than the limit of 1000 bytes",
                 tool=DUMP)
        run_case("capture manifests", os.path.join(SAMPLES, "vector_add.co"),
                 ["--format", "capture"],
                 "unsupported: a capture manifest is not code", tool=DUMP)

        # Random damage: the reader either accepts the file or refuses it with
        # one line; it never crashes, hangs or reads outside the file (the
        # sanitizer build turns such reads into failures).
        rng = random.Random(1030)
        header_end = base.shoff
        syms_at = base.by_name(".symtab")["offset"]
        for i in range(ROUNDS):
            data = bytearray(co)
            for _ in range(rng.randint(1, 4)):
                at = rng.choice([rng.randrange(64), rng.randrange(len(data)),
                                 rng.randrange(header_end, len(data)),
                                 rng.randrange(syms_at, syms_at + 6 * 24)])
                data[at] = rng.randrange(256)
            if rng.random() < 0.2:
                data = data[:rng.randrange(len(data))]
            path = write(tmp, "damaged.co", data)
            p = subprocess.run([DUMP, path], capture_output=True, timeout=20)
            if p.returncode not in (0, 1) or (p.returncode == 1 and
                                              len(p.stderr.splitlines()) != 1):
                failures.append(f"damaged #{i}")
                print(f"FAIL damaged #{i} (seed 1030): status {p.returncode}, "
                      f"stderr {p.stderr[:300]!r}")
        print(f"ok   {ROUNDS} randomly damaged code objects read or refused cleanly")

    if failures:
        print(f"{len(failures)} failed: {', '.join(failures)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
