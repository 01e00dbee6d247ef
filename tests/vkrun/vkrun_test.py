#!/usr/bin/env python3
"""Tests of agc-vkrun on lavapipe: vkrun_test.py AGC_VKRUN CASE

Each case compiles a GLSL compute shader of this folder with glslangValidator,
runs it with agc-vkrun and compares the dumped buffers with values computed
here in Python. Exit 77 (skip) when lavapipe or glslangValidator is missing.
"""
import glob
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
MASK = 0xFFFFFFFF


class Failure(Exception):
    pass


class Skip(Exception):
    pass


def expect(cond, what):
    if not cond:
        raise Failure(what)


def find_lavapipe():
    """The lavapipe ICD manifest, from the loader's usual folders.

    AGC_VKRUN_ICD names another driver's manifest to run the cases on it
    (the subgroup cases skip sizes that driver cannot run).
    """
    if os.environ.get("AGC_VKRUN_ICD"):
        return os.environ["AGC_VKRUN_ICD"]
    dirs = ["/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d",
            "/etc/vulkan/icd.d"]
    for d in os.environ.get("XDG_DATA_DIRS", "").split(":"):
        if d:
            dirs.append(os.path.join(d, "vulkan", "icd.d"))
    for d in dirs:
        found = sorted(glob.glob(os.path.join(d, "lvp_icd*.json")))
        if found:
            return found[0]
    return None


class Runner:
    def __init__(self, exe, tmp, icd):
        self.exe = exe
        self.tmp = tmp
        self.env = dict(os.environ, VK_ICD_FILENAMES=icd)

    def compile(self, name):
        out = os.path.join(self.tmp, name + ".spv")
        src = os.path.join(HERE, name + ".comp")
        r = subprocess.run(["glslangValidator", "-V", "--target-env", "vulkan1.2",
                            "-o", out, src], capture_output=True, text=True)
        expect(r.returncode == 0, "glslangValidator failed on %s:\n%s" % (src, r.stdout))
        return out

    def path(self, name):
        return os.path.join(self.tmp, name)

    def run(self, args, status=0, env=None, cwd=None):
        r = subprocess.run([self.exe] + args, capture_output=True, text=True,
                           env=env or self.env, cwd=cwd, timeout=50)
        if r.returncode == SKIP and status not in (None, SKIP):
            raise Skip(r.stderr.strip())
        expect(status is None or r.returncode == status,
               "agc-vkrun %s: exit %d, expected %s\nstdout:\n%s\nstderr:\n%s"
               % (" ".join(args), r.returncode, status, r.stdout, r.stderr))
        return r


def write_words(path, words):
    with open(path, "wb") as f:
        f.write(struct.pack("<%dI" % len(words), *[w & MASK for w in words]))


def read_words(path):
    with open(path, "rb") as f:
        data = f.read()
    expect(len(data) % 4 == 0, "%s: %d bytes" % (path, len(data)))
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def compare(got, want, what):
    expect(len(got) == len(want), "%s: %d dwords, expected %d" % (what, len(got), len(want)))
    for i, (g, w) in enumerate(zip(got, want)):
        expect(g == w, "%s: dword %d is 0x%08x, expected 0x%08x" % (what, i, g, w))


def prefix_expectation(src, count, chunk, size_words, fill):
    want = [fill] * size_words
    for i in range(count):
        total = 0
        for k in range(i * chunk, (i + 1) * chunk):
            total = (total + src[k]) & MASK
            want[k] = total
    return want


def prefix_setup(r, rng):
    count, chunk = 150, 5  # 3 workgroups of 64, the last one partly idle
    src = [rng.getrandbits(32) for _ in range(count * chunk)]
    write_words(r.path("src.bin"), src)
    size_words = count * chunk + 16  # dwords past the work keep the fill
    return count, chunk, src, size_words


def case_bda_prefix(r):
    rng = random.Random(1)
    count, chunk, src, size_words = prefix_setup(r, rng)
    spv = r.compile("prefix")
    # Mapped device memory (lavapipe's only kind), then staging copies as
    # on a GPU without host-visible device-local memory.
    for extra in [[], ["--staged"]]:
        res = r.run(extra + ["-v", "-g", "3",
                             "-b", "name=src,file=%s,addr=0" % r.path("src.bin"),
                             "-b", "name=dst,size=%d,addr=2,fill=0xdeadbeef,dump=%s"
                             % (4 * size_words, r.path("dst.bin")),
                             "-p", "4=%d,%d" % (count, chunk), spv])
        expect(("staged" in res.stderr) == bool(extra), "staging: " + res.stderr)
        compare(read_words(r.path("dst.bin")),
                prefix_expectation(src, count, chunk, size_words, 0xDEADBEEF),
                "dst " + " ".join(extra))
        os.remove(r.path("dst.bin"))


def case_bda_pointer_chase(r):
    rng = random.Random(2)
    count = 40
    src = [rng.randrange(0, 1 << 20) for _ in range(count)]
    write_words(r.path("src.bin"), src)
    # The table is declared after its use in --push, and dst's address is
    # stored with a 16-byte offset: dwords 0-3 of dst must keep the fill.
    r.run(["-g", "2", "-p", "0=&table",
           "-w", "table@0=&src,&dst+16,%d,-3,0.5f" % count,
           "-b", "name=src,file=%s" % r.path("src.bin"),
           "-b", "name=dst,size=%d,fill=7,dump=%s" % (16 + 8 * count, r.path("dst.bin")),
           "-b", "name=table,size=32", r.compile("chase")])
    want = [7] * 4
    for x in src:
        want += [(x * -3) & MASK, f32_bits(x * 0.5)]
    compare(read_words(r.path("dst.bin")), want, "dst")


def case_descriptors(r):
    rng = random.Random(3)
    src = [rng.randrange(0, 1 << 24) for _ in range(64)]
    add = 0x1234
    r.run(["-g", "2,3", "-b", "set=0,binding=0,data=" + ":".join(map(str, src)),
           "-b", "name=out,set=2,binding=1,size=%d,dump=%s" % (4 * 64 * 3, r.path("out.bin")),
           "-p", "0=%d" % add, r.compile("descriptors")])
    want = [(src[x] * 3 + add + y * 1000) & MASK for y in range(3) for x in range(64)]
    compare(read_words(r.path("out.bin")), want, "out")


def case_job_file(r):
    """The prefix case again, as a JSON job file with relative paths."""
    import json
    rng = random.Random(4)
    count, chunk, src, size_words = prefix_setup(r, rng)
    os.makedirs(r.path("job"))
    os.replace(r.path("src.bin"), r.path("job/src.bin"))
    shutil.copy(r.compile("prefix"), r.path("job/prefix.spv"))
    job = {
        "module": "prefix.spv",
        "groups": [3],
        "push": ["&src", "&dst", count],
        "writes": [{"buffer": "dst", "dword": 1, "data": [5, "-1", 1.5]}],
        "buffers": [
            {"name": "src", "file": "src.bin"},
            {"name": "dst", "size": 4 * size_words, "fill": "0xdeadbeef", "dump": "dst.bin"},
        ],
    }
    with open(r.path("job/job.json"), "w") as f:
        json.dump(job, f)
    # Options after --job add to it: here the push-constant chunk size.
    r.run(["--job", "job/job.json", "-p", "5=%d" % chunk], cwd=r.tmp)
    want = prefix_expectation(src, count, chunk, size_words, 0xDEADBEEF)
    compare(read_words(r.path("job/dst.bin")), want, "dst")
    # The initial writes were overwritten by the shader; check them on an
    # idle run (count 0).
    r.run(["--job", "job/job.json", "-p", "4=0,%d" % chunk], cwd=r.tmp)
    want = [0xDEADBEEF] * size_words
    want[1:4] = [5, MASK, f32_bits(1.5)]
    compare(read_words(r.path("job/dst.bin")), want, "dst before the shader")


def subgroup_case(r, size):
    rng = random.Random(5 + size)
    groups, local = 3, 64
    n = groups * local
    src = [rng.randrange(0, 1 << 16) for _ in range(n)]
    write_words(r.path("in.bin"), src)
    r.run(["-g", str(groups), "-s", str(size),
           "-b", "set=0,binding=0,file=" + r.path("in.bin"),
           "-b", "set=0,binding=1,size=%d,dump=%s" % (32 * n, r.path("out.bin")),
           r.compile("subgroup")])
    out = read_words(r.path("out.bin"))
    for g in range(groups):
        members = {}
        for li in range(local):
            i = g * local + li
            rec = out[8 * i: 8 * i + 8]
            expect(rec[0] == size, "invocation %d: subgroup size %d" % (i, rec[0]))
            expect(rec[1] == local // size, "invocation %d: %d subgroups" % (i, rec[1]))
            members.setdefault(rec[2], []).append((rec[3], i))
        # Full subgroups: every subgroup has `size` members, lanes 0..size-1.
        expect(sorted(members) == list(range(local // size)),
               "workgroup %d: subgroup ids %s" % (g, sorted(members)))
        for sid, lanes in members.items():
            expect(sorted(l for l, _ in lanes) == list(range(size)),
                   "workgroup %d subgroup %d: lanes %s" % (g, sid, sorted(lanes)))
            values = {lane: src[i] for lane, i in lanes}
            odd = sum(1 for v in values.values() if v & 1)
            for lane, i in lanes:
                rec = out[8 * i: 8 * i + 8]
                want = [odd, sum(values[l] for l in range(lane)) & MASK,
                        max(values.values()), values[0]]
                expect(rec[4:8] == want, "invocation %d (subgroup %d lane %d): "
                       "ballot count, exclusive add, max, first = %s, expected %s"
                       % (i, sid, lane, rec[4:8], want))


def case_subgroup_8(r):
    subgroup_case(r, 8)


def case_subgroup_16(r):
    subgroup_case(r, 16)


def case_subgroup_32(r):
    """Skipped on lavapipe; the size NVIDIA GPUs run."""
    subgroup_case(r, 32)


def case_subgroup_unsupported(r):
    res = r.run(["-s", "64", "-b", "set=0,binding=0,size=256",
                 "-b", "set=0,binding=1,size=2048", r.compile("subgroup")], status=SKIP)
    expect("subgroup size 64" in res.stderr, "message: " + res.stderr)


def case_probe(r):
    """The subgroup-size probe: valid SPIR-V, and what it computes."""
    spv = r.path("probe.spv")
    with open(spv, "wb") as f:
        subprocess.run([r.exe, "--print-probe", "8"], stdout=f, check=True)
    if not shutil.which("spirv-val"):
        raise Skip("skip: spirv-val not found")
    res = subprocess.run(["spirv-val", "--target-env", "vulkan1.1", spv],
                         capture_output=True, text=True)
    expect(res.returncode == 0, "spirv-val: " + res.stdout + res.stderr)
    # Eight invocations in one 8-wide subgroup each count 8.
    r.run(["-s", "8", "-b", "set=0,binding=0,size=32,dump=" + r.path("out.bin"), spv])
    compare(read_words(r.path("out.bin")), [8] * 8, "probe at 8")
    # Lavapipe at 1024 bits claims 32-wide subgroups and runs 16-wide ones:
    # the runner must notice (or, on a lavapipe that runs 32, pass).
    wide = dict(r.env, LP_NATIVE_VECTOR_WIDTH="1024")
    res = r.run(["-s", "32", "-b", "set=0,binding=0,size=256", "-b",
                 "set=0,binding=1,size=1024,dump=" + r.path("out.bin"),
                 r.compile("subgroup")], status=None, env=wide)
    if res.returncode == SKIP:
        expect("accepts it but runs 16-lane subgroups" in res.stderr, res.stderr)
    else:
        expect(res.returncode == 0, res.stderr)
        out = read_words(r.path("out.bin"))
        expect(out[0:2] == [32, 2], "subgroup size and count: %s" % out[0:2])


def case_hex_dump(r):
    """Hex dumps of a partial dword, of fill and data, and of a shader result."""
    src = list(range(100, 164))
    res = r.run(["-g", "2", "-b", "name=raw,size=10,fill=0xaabbccdd,data=0x04030201:-2,dump=-",
                 "-b", "set=0,binding=0,data=" + ":".join(map(str, src)),
                 "-b", "name=out,set=2,binding=1,size=256,dump=-",
                 "-p", "0=1", r.compile("descriptors")])
    lines = res.stdout.splitlines()
    expect(lines[0] == "# raw 10", "header: %r" % lines[0])
    expect(lines[1] == "04030201 fffffffe 0000ccdd", "raw: %r" % lines[1])
    expect(lines[2] == "# out 256", "header: %r" % lines[2])
    words = [int(w, 16) for line in lines[3:] for w in line.split()]
    expect(all(len(line.split()) == 8 for line in lines[3:]), "8 dwords a line")
    compare(words, [v * 3 + 1 for v in src], "out")


def case_timing(r):
    rng = random.Random(6)
    count, chunk, src, size_words = prefix_setup(r, rng)
    spv = r.compile("prefix")
    for extra, clock in [([], "timestamp"), (["--wall-clock"], "wall")]:
        res = r.run(extra + ["-g", "3", "-t", "5",
                             "-b", "name=src,file=%s,addr=0" % r.path("src.bin"),
                             "-b", "name=dst,size=%d,addr=2,dump=%s"
                             % (4 * size_words, r.path("dst.bin")),
                             "-p", "4=%d,%d" % (count, chunk), spv])
        fields = dict(kv.split("=") for kv in res.stdout.split())
        expect(sorted(fields) == ["clock", "median_us", "min_us", "runs"], res.stdout)
        # lavapipe has timestamp queries; a device without them falls back.
        expect(fields["runs"] == "5" and fields["clock"] in (clock, "wall"), res.stdout)
        median, least = float(fields["median_us"]), float(fields["min_us"])
        expect(0 < least <= median < 5e6, res.stdout)
        compare(read_words(r.path("dst.bin")),
                prefix_expectation(src, count, chunk, size_words, 0), "dst")


def case_images(r):
    """--image: storage, sampled, sampler and combined bindings in two sets,
    a 2-level texel file, a dump; and the JSON job file's "images"."""
    rng = random.Random(7)
    src = [rng.randrange(0, 1 << 20) for _ in range(64)]
    lv0 = [float(rng.randrange(-1000, 1000)) for _ in range(64)]
    lv1 = [float(rng.randrange(-1000, 1000)) for _ in range(16)]
    tex = [float(rng.randrange(-1000, 1000)) / 4.0 for _ in range(8 * 8 * 4)]
    with open(r.path("src.bin"), "wb") as f:
        f.write(struct.pack("<64I", *src))
    with open(r.path("levels.bin"), "wb") as f:
        f.write(struct.pack("<80f", *(lv0 + lv1)))
    with open(r.path("tex.bin"), "wb") as f:
        f.write(struct.pack("<256f", *tex))
    want = []
    for y in range(8):
        for x in range(8):
            t = 4 * (y * 8 + x)
            want += [float(src[y * 8 + x]), lv1[(y // 2) * 4 + x // 2], tex[t + 1], tex[t + 3]]
    spv = r.compile("images")
    args = ["-g", "2,2",
            "-i", "name=src,set=0,binding=0,format=r32ui,size=8x8,file=" + r.path("src.bin"),
            "-i", "name=dst,set=0,binding=1,format=rgba32f,size=8x8,dump=" + r.path("dst.bin"),
            "-i", "name=levels,set=1,binding=0,type=sampled,format=r32f,size=8x8,mips=2,file="
            + r.path("levels.bin"),
            "-i", "name=smp,set=1,binding=1,type=sampler,filter=nearest",
            "-i", "name=tex,set=1,binding=2,type=combined,format=rgba32f,size=8x8,"
            "filter=nearest,file=" + r.path("tex.bin")]
    r.run(args + [spv])
    got = list(struct.unpack("<256f", open(r.path("dst.bin"), "rb").read()))
    expect(got == want, "dst: %s, expected %s" % (got[:8], want[:8]))
    # the same as a job file
    import json
    job = {"module": spv, "groups": [2, 2], "images": [
        {"name": "src", "set": 0, "binding": 0, "format": "r32ui", "size": "8x8",
         "file": r.path("src.bin")},
        {"name": "dst", "set": 0, "binding": 1, "format": "rgba32f", "size": "8x8",
         "dump": r.path("dst2.bin")},
        {"name": "levels", "set": 1, "binding": 0, "type": "sampled", "format": "r32f",
         "size": "8x8", "mips": 2, "file": r.path("levels.bin")},
        {"name": "smp", "set": 1, "binding": 1, "type": "sampler"},
        {"name": "tex", "set": 1, "binding": 2, "type": "combined", "format": "rgba32f",
         "size": "8x8", "file": r.path("tex.bin")}]}
    with open(r.path("job.json"), "w") as f:
        json.dump(job, f)
    r.run(["--job", r.path("job.json")])
    expect(open(r.path("dst2.bin"), "rb").read() == open(r.path("dst.bin"), "rb").read(),
           "the job file's dump differs")
    # errors
    for extra, message in [
            (["-i", "set=0,binding=0,format=rgbx,size=4"], "format 'rgbx'"),
            (["-i", "format=r32f,size=4"], "give set and binding"),
            (["-i", "set=0,binding=0,format=r32f,size=4x4,dim=1d"], "do not fit"),
            (["-i", "set=0,binding=0,type=sampled,image=none"], "no image named 'none'")]:
        res = r.run(extra + [spv], status=2)
        expect(message in res.stderr, "%s: stderr %r lacks %r" % (extra, res.stderr, message))
    res = r.run(args[:2] + ["-i", "name=src,set=0,binding=0,format=r32ui,size=8x8,file="
                            + r.path("tex.bin")] + args[4:] + [spv], status=1)
    expect("needs exactly 256 bytes" in res.stderr, res.stderr)


def case_errors(r):
    spv = r.compile("descriptors")
    with open(r.path("not.spv"), "wb") as f:
        f.write(b"\x01\x02\x03\x04" * 8)
    usage = [
        ([], "no module given"),
        (["-b", "size=4,colour=red", spv], "unknown key 'colour'"),
        (["-p", "0=&nowhere", spv], "no buffer named 'nowhere'"),
        (["-b", "size=8,data=1:2:3", spv], "exceed its size"),
        (["-s", "3", spv], "not a power of two"),
        (["-p", "0=1.5", spv], "'1.5' is not an integer"),
        (["-b", "set=0,size=4", spv], "give both set and binding"),
    ]
    for args, message in usage:
        res = r.run(args, status=2)
        expect(message in res.stderr, "%s: stderr %r lacks %r" % (args, res.stderr, message))
    res = r.run([r.path("absent.spv")], status=1)
    expect("absent.spv" in res.stderr, res.stderr)
    res = r.run([r.path("not.spv")], status=1)
    expect("not a little-endian SPIR-V module" in res.stderr, res.stderr)
    # Invalid for any driver, so caught before one sees it.
    res = r.run(["-e", "nope", spv], status=1)
    expect("no GLCompute entry point named 'nope'" in res.stderr, res.stderr)
    res = r.run(["-s", "64", spv], status=1)  # local_size_x is 32
    expect("local size x 32 is not a multiple of the subgroup size 64" in res.stderr,
           res.stderr)
    # A module that never ends is stopped by --timeout.
    res = r.run(["--timeout", "1", "-g", "65535", "-b", "set=0,binding=0,size=8",
                 r.compile("spin")], status=1)
    expect("VK_TIMEOUT" in res.stderr, res.stderr)
    # No driver at all: skip.
    env = dict(r.env, VK_ICD_FILENAMES=r.path("no_such_icd.json"))
    res = r.run(["-b", "set=0,binding=0,size=4", spv], status=SKIP, env=env)
    expect("no Vulkan" in res.stderr, res.stderr)


CASES = {name[5:].replace("_", "-"): fn for name, fn in globals().items()
         if name.startswith("case_")}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in CASES:
        print("usage: vkrun_test.py AGC_VKRUN CASE\ncases: " + " ".join(sorted(CASES)))
        return 2
    icd = find_lavapipe()
    if not icd:
        print("skip: lavapipe (lvp_icd*.json) not found")
        return SKIP
    if not shutil.which("glslangValidator"):
        print("skip: glslangValidator not found")
        return SKIP
    with tempfile.TemporaryDirectory(prefix="vkrun-") as tmp:
        runner = Runner(os.path.abspath(sys.argv[1]), tmp, icd)
        try:
            CASES[sys.argv[2]](runner)
        except Failure as e:
            print("FAIL: %s" % e)
            return 1
        except Skip as e:
            print(e)
            return SKIP
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
