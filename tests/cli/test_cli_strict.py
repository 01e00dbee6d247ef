#!/usr/bin/env python3
"""A strict, predictable command line, each behaviour checked against a
fact from outside the tool:

- options that do not combine, and impossible values, exit 2 with a
  message naming both options, and the file system shows that nothing was
  written;
- one input file is never a batch: with -j or --report, -o names a file
  (os.path), and the one-record report has the keys of a batch's report;
- --mcpu=gfx1030 and --target-env change nothing but what they say: the
  module's bytes equal those of the spelling they alias, its header's
  version word is the one SPIR-V defines, and spirv-val accepts it for
  that environment;
- --version names the SPIRV-Tools and SPIRV-Headers that pkg-config
  reports and the commit git reports;
- a raw shader reading SGPRs that no option sets gets one warning naming
  the first pc and register that llvm-mc's disassembly shows, and the
  SGPRs read; none with the options, an ELF, a capture manifest, or
  --quiet; the module is the same with or without it;
- a batch ends with one summary line on plain stderr whose counts are the
  outputs on disk; on a terminal of 24 columns (a pty) no progress line
  is longer than 23;
- the report's histogram counts every unsupported instruction of each
  failing shader, by mnemonic without _e32/_e64, as llvm-objdump's
  listing of the assembled code counts them.

usage: test_cli_strict.py AGC_RECOMPILE SOURCE_ROOT
"""
import fcntl
import json
import os
import pty
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import termios

agc, root = sys.argv[1], sys.argv[2]
sample = os.path.join(root, "samples", "vector_add.bin")
sample_co = os.path.join(root, "samples", "vector_add.co")
tmp = tempfile.mkdtemp(prefix="agc-strict-")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def run(args, **kw):
    return subprocess.run([agc] + args, capture_output=True, text=True, **kw)


def content(path):
    """a file's bytes, or None when there is none"""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def made(folder):
    return sorted(f for _, _, fs in os.walk(folder) for f in fs)


# ---- usage errors: exit 2, both options named, nothing written ----
out = os.path.join(tmp, "usage")
os.makedirs(out)
spv = os.path.join(out, "x.spv")
usage_cases = [
    (["--disasm", "--cfg", sample], ["--disasm", "--cfg"]),
    (["--disasm", sample, "-o", spv], ["--disasm", "-o"]),
    (["--cfg", sample, "-o", spv], ["--cfg", "-o"]),
    (["--symbol", "vector_add", sample, "-o", spv], ["--symbol", "raw"]),
    (["--entry", "0", sample_co, "-o", spv], ["--entry", "ELF"]),
    (["--graph", "{{1},{}}", "--disasm"], ["--graph", "--disasm"]),
    (["--subgroup-size", "64", "--wave", "32", sample, "-o", spv], ["--subgroup-size 64", "--wave 32"]),
    # a raw input's wave is 32 unless --wave says otherwise
    (["--subgroup-size", "64", sample, "-o", spv], ["--subgroup-size 64", "32"]),
    (["--wgid-sgprs", "6,6", sample, "-o", spv], ["--wgid-sgprs", "s6"]),
    (["--wgid-sgprs", "6,7,6", sample, "-o", spv], ["--wgid-sgprs", "s6"]),
    (["--user-sgprs", "6", "--wgid-sgprs", "2", sample, "-o", spv], ["--wgid-sgprs", "--user-sgprs 6"]),
    (["--shared-vgprs", "8", "--wave", "32", sample, "-o", spv], ["--shared-vgprs", "--wave 32"]),
    (["--spirv", "1.5", "--target-env", "vulkan1.3", sample, "-o", spv], ["--spirv 1.5", "--target-env vulkan1.3"]),
    (["--report", os.path.join(out, "r.json"), "--disasm", sample], ["--disasm", "--report"]),
    (["--shard", "0/2", sample, "-o", spv], ["--shard"]),
    (["--mcpu=gfx1100", sample, "-o", spv], ["--mcpu", "gfx1100", "gfx1030"]),
    (["--target-env", "vulkan1.1", sample, "-o", spv], ["--target-env", "vulkan1.2", "vulkan1.3"]),
]
for args, names in usage_cases:
    r = run(args)
    first = r.stderr.splitlines()[0] if r.stderr else ""
    check(r.returncode == 2 and all(n in first for n in names) and not made(out) and not r.stdout,
          "%s: exit 2 naming %s, nothing written (%d: %r)" % (" ".join(args[:4]), names, r.returncode, first))
# --graph alone says what it needs
r = run(["--graph", "{{1},{}}"])
check(r.returncode == 2 and "--cfg" in r.stderr and "-o" in r.stderr,
      "--graph alone: exit 2 saying it needs --cfg or -o (%d: %r)" % (r.returncode, r.stderr.strip()))
# and both together still work
r = run(["--graph", "{{1},{}}", "--cfg", "-o", os.path.join(tmp, "g.spv")])
check(r.returncode == 0 and os.path.isfile(os.path.join(tmp, "g.spv")), "--graph with --cfg and -o works")
# in a batch --symbol applies to the ELF inputs and --entry to the raw ones
mixed = os.path.join(tmp, "mixed")
os.makedirs(mixed)
shutil.copy(sample, os.path.join(mixed, "a.bin"))
shutil.copy(sample_co, os.path.join(mixed, "b.co"))
r = run(["--symbol", "vector_add", mixed, "-o", os.path.join(tmp, "mixedout")])
check(r.returncode == 0 and made(os.path.join(tmp, "mixedout")) == ["a.json", "a.spv", "b.json", "b.spv"],
      "a batch of raw and ELF inputs takes --symbol (%d: %r)" % (r.returncode, r.stderr[-200:]))

# ---- one input is one input, whatever -j and --report say ----
one = os.path.join(tmp, "one.spv")
rep1 = os.path.join(tmp, "one_report.json")
r = run(["-j", "4", "--report", rep1, sample, "-o", one])
check(r.returncode == 0 and os.path.isfile(one) and os.path.isfile(os.path.join(tmp, "one.json")),
      "-j 4 --report with one input: -o names the module, a file (%d: %r)" % (r.returncode, r.stderr.strip()))
r0 = run([sample, "-o", os.path.join(tmp, "plain.spv")])
check(r0.returncode == 0 and content(one) is not None and content(one) == content(os.path.join(tmp, "plain.spv")),
      "the module is the same with -j and --report as without")
two = os.path.join(tmp, "two")
os.makedirs(two)
shutil.copy(sample, os.path.join(two, "a.bin"))
shutil.copy(sample, os.path.join(two, "b.bin"))
rep2 = os.path.join(tmp, "two_report.json")
r = run(["--report", rep2, two, "-o", os.path.join(tmp, "twoout")])
try:
    j1, j2 = json.load(open(rep1)), json.load(open(rep2))
    same = (sorted(j1) == sorted(j2) and len(j1["shaders"]) == 1 and
            sorted(j1["shaders"][0]) == sorted(j2["shaders"][0]) and sorted(j1["totals"]) == sorted(j2["totals"]))
    check(same and j1["shaders"][0]["path"] == sample and j1["shaders"][0]["output"] == one and
          j1["totals"]["inputs"] == 1 and j1["totals"]["converted"] == 1,
          "the one-input report has one record, in the batch's format (%s vs %s)" % (sorted(j1), sorted(j2)))
except (OSError, ValueError, KeyError) as e:
    check(False, "the one-input report: %s" % e)
# a report that cannot be written stops one input before its module, as
# it stops a batch before any work
nodir = os.path.join(tmp, "norep")
os.makedirs(nodir)
r = run(["--report", os.path.join(nodir, "no", "r.json"), sample, "-o", os.path.join(nodir, "x.spv")])
check(r.returncode == 2 and "r.json" in r.stderr and made(nodir) == [],
      "an unwritable report with one input: exit 2, no module, no temporary (%d, %s, %r)" %
      (r.returncode, made(nodir), r.stderr.strip()))
# a failing single input is recorded as failed, and exits 1
badbin = os.path.join(tmp, "bad.bin")
with open(badbin, "wb") as f:
    f.write(struct.pack("<I", 0xBE800380))  # s_mov_b32 s0, 0 and no s_endpgm
rep3 = os.path.join(tmp, "bad_report.json")
r = run(["--report", rep3, badbin, "-o", os.path.join(tmp, "bad.spv")])
try:
    j3 = json.load(open(rep3))
    check(r.returncode == 1 and j3["shaders"][0]["status"] == "failed" and j3["totals"]["failed"] == 1
          and not os.path.exists(os.path.join(tmp, "bad.spv")),
          "a failing single input: exit 1, a failed record, no module (%d)" % r.returncode)
except (OSError, ValueError, KeyError) as e:
    check(False, "a failing single input's report: %s" % e)

# ---- --mcpu and --target-env ----
a = os.path.join(tmp, "mcpu.spv")
r = run(["--mcpu=gfx1030", sample, "-o", a])
check(r.returncode == 0 and content(a) is not None and content(a) == content(os.path.join(tmp, "plain.spv")),
      "--mcpu=gfx1030 is accepted and changes nothing (%d: %r)" % (r.returncode, r.stderr.strip()))
r = run(["--mcpu", "gfx1030", "--disasm", sample])
check(r.returncode == 0 and r.stdout, "--mcpu gfx1030 (two words) with --disasm")
for env, ver, alias in (("vulkan1.2", 0x00010500, "1.5"), ("vulkan1.3", 0x00010600, "1.6")):
    te, sp = os.path.join(tmp, "te_%s.spv" % env), os.path.join(tmp, "sp_%s.spv" % env)
    r1 = run(["--target-env", env, sample, "-o", te])
    r2 = run(["--spirv", alias, sample, "-o", sp])
    ok = r1.returncode == 0 and r2.returncode == 0
    data = (content(te) or b"") if ok else b""
    check(ok and len(data) > 8 and data == content(sp) and struct.unpack_from("<I", data, 4)[0] == ver,
          "--target-env %s: the module of --spirv %s, SPIR-V version word 0x%x (%r)" % (env, alias, ver, r1.stderr))
    if ok and shutil.which("spirv-val"):
        v = subprocess.run(["spirv-val", "--target-env", env, te], capture_output=True, text=True)
        check(v.returncode == 0, "--target-env %s: spirv-val --target-env %s accepts it (%s)" % (env, env, v.stderr))
r = run(["--spirv", "1.6", "--target-env", "vulkan1.3", sample, "-o", os.path.join(tmp, "agree.spv")])
check(r.returncode == 0, "--spirv 1.6 with --target-env vulkan1.3 agree")

# ---- --version ----
r = run(["--version"])
lines = r.stdout.splitlines()
check(r.returncode == 0 and lines and re.fullmatch(r"agc-recompile [0-9.]+", lines[0]),
      "--version: the tool's version first (%r)" % lines[:1])
if shutil.which("pkg-config"):
    for mod in ("SPIRV-Tools", "SPIRV-Headers"):
        pv = subprocess.run(["pkg-config", "--modversion", mod], capture_output=True, text=True).stdout.strip()
        check(pv and any(l.split()[:2] == [mod, pv] for l in lines),
              "--version names %s %s as pkg-config does (%r)" % (mod, pv, lines))
if os.path.exists(os.path.join(root, ".git")) and shutil.which("git"):
    head = subprocess.run(["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    got = [l.split()[1] for l in lines if l.startswith("commit ")]
    check(head and got and head.startswith(got[0].split("-")[0]),
          "--version names the commit git reports (%s, %s)" % (head[:12], got))

# ---- the unset-SGPR warning ----
def llvm_listing(path):
    """(pc, text) of each instruction, as llvm-mc disassembles the raw file"""
    data = open(path, "rb").read()
    words = " ".join("0x%02x" % b for b in data)
    p = subprocess.run(["llvm-mc-19", "--arch=amdgcn", "--mcpu=gfx1030", "--disassemble", "--show-encoding"],
                       input=words, capture_output=True, text=True, check=True)
    insts, pc = [], 0
    for line in p.stdout.splitlines():
        m = re.match(r"\s+(\S.*?)\s*; encoding: \[(.*)\]", line)
        if m:
            insts.append((pc, m.group(1)))
            pc += len(m.group(2).split(","))
    return insts


def sgprs_of(text):
    """the SGPR numbers an instruction's operands name: s6, s[0:1]"""
    regs = set()
    for a, b in re.findall(r"\bs\[(\d+):(\d+)\]", text):
        regs |= set(range(int(a), int(b) + 1))
    regs |= {int(x) for x in re.findall(r"\bs(\d+)\b", text)}
    return regs


if shutil.which("llvm-mc-19"):
    listing = llvm_listing(sample)
    # vector_add writes no SGPR, so each one it names is read
    reads = [(pc, min(sgprs_of(t))) for pc, t in listing if sgprs_of(t)]
    allread = sorted(set().union(*(sgprs_of(t) for _, t in listing)))
    r = run([sample, "-o", os.path.join(tmp, "warned.spv")])
    w = [l for l in r.stderr.splitlines() if "warning" in l]
    want = "pc 0x%x: s%d is read" % reads[0]
    check(r.returncode == 0 and len(w) == 1 and sample in w[0] and want in w[0],
          "raw vector_add without options: one warning '%s' (%r)" % (want, r.stderr.strip()))
    span = "s%d-s%d" % (allread[0], allread[-1]) if allread == list(range(allread[0], allread[-1] + 1)) else None
    check(span is not None and w and w[0].endswith(span),
          "the warning lists the SGPRs read, %s (%r)" % (span, w))
r = run(["--user-sgprs", "6", "--wgid-sgprs", "6", sample, "-o", os.path.join(tmp, "set.spv")])
check(r.returncode == 0 and "warning" not in r.stderr, "no warning when the options set them (%r)" % r.stderr)
r = run(["-q", sample, "-o", os.path.join(tmp, "quiet.spv")])
check(r.returncode == 0 and r.stderr == "", "--quiet: no warning (%r)" % r.stderr)
check(content(os.path.join(tmp, "warned.spv")) is not None and
      content(os.path.join(tmp, "warned.spv")) == content(os.path.join(tmp, "quiet.spv")),
      "the module is the same with the warning or without")
r = run([sample_co, "-o", os.path.join(tmp, "co.spv")])
check(r.returncode == 0 and "warning" not in r.stderr, "no warning for an ELF whose descriptor sets them (%r)" % r.stderr)
cap = os.path.join(tmp, "va.capture.json")
shutil.copy(sample, os.path.join(tmp, "va.bin"))
r = run(["--user-sgprs", "6", "--wgid-sgprs", "6", os.path.join(tmp, "va.bin"), "--dump-capture", cap])
r = run([cap, "-o", os.path.join(tmp, "cap.spv")])
check(r.returncode == 0 and "warning" not in r.stderr, "no warning for a capture manifest that sets them (%r)" % r.stderr)

LLVM_MC, OBJCOPY, OBJDUMP = "llvm-mc-19", "llvm-objcopy-19", "llvm-objdump-19"
have_llvm = all(shutil.which(t) for t in (LLVM_MC, OBJCOPY, OBJDUMP))


def assemble(name, text):
    src, obj, out = (os.path.join(tmp, name + ext) for ext in (".s", ".o", ".bin"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([LLVM_MC, "--arch=amdgcn", "--mcpu=gfx1030", "-filetype=obj", src, "-o", obj], check=True)
    subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", obj, out], check=True)
    return out, obj


if have_llvm:
    # written before read: no warning; s3 read after only s0 was written: one
    wr, _ = assemble("written", "s_mov_b32 s0, 5\nv_mov_b32 v1, s0\ns_endpgm\n")
    r = run([wr, "-o", os.path.join(tmp, "written.spv")])
    check(r.returncode == 0 and "warning" not in r.stderr, "an SGPR the code writes first: no warning (%r)" % r.stderr)
    rd, _ = assemble("readafter", "s_mov_b32 s0, 5\nv_mov_b32 v1, s0\nv_mov_b32 v2, s3\ns_endpgm\n")
    r = run([rd, "-o", os.path.join(tmp, "readafter.spv")])
    pc = [p for p, t in llvm_listing(rd) if "s3" in t][0]
    check(r.returncode == 0 and ("pc 0x%x: s3 is read" % pc) in r.stderr and "s0 " not in r.stderr,
          "s3 read, s0 written first: the warning names pc 0x%x and s3 only (%r)" % (pc, r.stderr.strip()))

    # across branches: s5 written on one arm is set after the merge (some
    # path prepares it); s7, written by no path, is named at its read
    br, _ = assemble("branches", "s_cmp_eq_u32 s0, 0\ns_cbranch_scc1 skip\ns_mov_b32 s5, 1\nskip:\n"
                     "v_mov_b32 v1, s5\nloop:\nv_add_nc_u32 v1, s7, v1\ns_sub_u32 s0, s0, 1\n"
                     "s_cbranch_scc0 loop\ns_endpgm\n")
    r = run(["--user-sgprs", "1", br, "-o", os.path.join(tmp, "branches.spv")])
    pc = [p for p, t in llvm_listing(br) if "s7" in t][0]
    check(r.returncode == 0 and ("pc 0x%x: s7 is read" % pc) in r.stderr and r.stderr.rstrip().endswith(": s7"),
          "branches: s5 written on one path is not named, s7 is, at pc 0x%x (%r)" % (pc, r.stderr.strip()))
    # an ELF: the kernel descriptor's user SGPRs (kernarg pointer, s[0:1]),
    # workgroup id x and private segment wave offset follow in that order
    # (AMDGPUUsage), so s2 and s3 are set and s4 is not
    def kernel(name, reads):
        src, obj = os.path.join(tmp, name + ".s"), os.path.join(tmp, name + ".o")
        with open(src, "w") as f:
            f.write("\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n"
                    "\tv_mov_b32 v1, s0\n\tv_mov_b32 v2, s1\n" +
                    "".join("\tv_mov_b32 v3, s%d\n" % x for x in reads) + "\ts_endpgm\n"
                    "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 4\n"
                    "\t.amdhsa_next_free_sgpr 8\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
                    "\t.amdhsa_system_sgpr_workgroup_id_x 1\n"
                    "\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1\n"
                    "\t.end_amdhsa_kernel\n")
        subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-mattr=+wavefrontsize32",
                        "-filetype=obj", src, "-o", obj], check=True)
        return obj
    r = run([kernel("kd_ok", [2, 3]), "-o", os.path.join(tmp, "kd_ok.spv")])
    check(r.returncode == 0 and "is read but" not in r.stderr,
          "an ELF reading its kernarg pointer, workgroup id and wave offset: no SGPR warning (%r)" % r.stderr)
    r = run([kernel("kd_s4", [2, 4]), "-o", os.path.join(tmp, "kd_s4.spv")])
    check(r.returncode == 0 and "s4 is read" in r.stderr and "kernel descriptor" in r.stderr,
          "an ELF reading s4, past what its descriptor sets: a warning naming s4 (%r)" % r.stderr.strip())

# ---- the batch's summary line, and the progress line's width ----
good = os.path.join(tmp, "good")
os.makedirs(good)
prog = [0xBE800380, 0x4A000001, 0xBF810000]  # s_mov_b32 s0, 0; v_add_nc_u32 v0, s1, v0; s_endpgm
for i in range(5):
    with open(os.path.join(good, "g%d.bin" % i), "wb") as f:
        f.write(struct.pack("<3I", *prog))
r = run(["--user-sgprs", "2", good, "-o", os.path.join(tmp, "goodout")])
pat = r"agc-recompile: (\d+) converted, (\d+) failed, [0-9.]+ s, [0-9.]+ shaders/s"
last = r.stderr.splitlines()[-1] if r.stderr else ""
m = re.fullmatch(pat, last)
nspv = len([f for f in made(os.path.join(tmp, "goodout")) if f.endswith(".spv")])
check(r.returncode == 0 and m and int(m.group(1)) == nspv == 5 and int(m.group(2)) == 0
      and len(r.stderr.splitlines()) == 1,
      "a batch with no failure ends with its summary, the only line (%r)" % r.stderr)
shutil.copy(badbin, os.path.join(good, "zbad.bin"))
r = run(["--user-sgprs", "2", good, "-o", os.path.join(tmp, "mixout")])
last = r.stderr.splitlines()[-1] if r.stderr else ""
m = re.fullmatch(pat, last)
nspv = len([f for f in made(os.path.join(tmp, "mixout")) if f.endswith(".spv")])
check(r.returncode == 1 and m and int(m.group(1)) == nspv == 5 and int(m.group(2)) == 1,
      "a batch with a failure ends with its summary: 5 converted, 1 failed (%r)" % last)

COLS = 24
master, slave = pty.openpty()
fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, COLS, 0, 0))
p = subprocess.Popen([agc, "--user-sgprs", "2", "-j", "2", good, "-o", os.path.join(tmp, "ttyout")],
                     stderr=slave, stdout=subprocess.DEVNULL)
os.close(slave)
seen = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:
        break
    if not chunk:
        break
    seen += chunk
p.wait()
os.close(master)
text = seen.decode(errors="replace").replace("\r\n", "\n")
# the progress lines: what each \r starts, up to the next \r or newline
# (the summary, a line of its own after the last, may wrap)
segments = [s.split("\n")[0] for s in text.split("\r")[1:]]
segments = [s for s in segments if not s.startswith("agc-recompile: ")]
progress = [s for s in segments if s.strip()]
check(progress and any(s.startswith("[") for s in progress) and all(len(s) <= COLS - 1 for s in segments),
      "on a terminal of %d columns every progress line fits in %d (%r)" % (COLS, COLS - 1, segments[:4]))
check(re.search(pat, text) is not None, "the summary on the terminal too")

# ---- the histogram counts every unsupported instruction ----
if have_llvm:
    hist = os.path.join(tmp, "hist")
    os.makedirs(hist)
    shaders = {
        "interp.s": "v_interp_p1_f32_e32 v2, v0, attr0.x\nv_interp_p1_f32_e32 v3, v0, attr0.y\n"
                    "v_interp_p2_f32_e32 v2, v1, attr0.x\ns_sendmsg sendmsg(MSG_INTERRUPT)\n"
                    "exp mrt0 v2, v2, v3, v3 done vm\ns_endpgm\n",
        "exp.s": "v_mov_b32 v1, 1.0\nexp mrt0 v1, v1, v1, v1 done vm\ns_trap 2\ns_trap 3\ns_endpgm\n",
        "ok.s": "v_mov_b32 v1, 1.0\ns_endpgm\n",
    }
    unsupported = {"v_interp_p1_f32", "v_interp_p2_f32", "s_sendmsg", "exp", "s_trap"}
    want = {}
    for name, body in shaders.items():
        b, obj = assemble(name[:-2], body)
        shutil.copy(b, os.path.join(hist, name[:-2] + ".bin"))
        dis = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1030", obj], capture_output=True, text=True, check=True).stdout
        counts = {}
        for line in dis.splitlines():
            m = re.match(r"\t(\w+)", line)
            if m:
                mn = re.sub(r"_(e32|e64|dpp|sdwa)$", "", m.group(1))
                if mn in unsupported:
                    counts[mn] = counts.get(mn, 0) + 1
        for mn, c in counts.items():
            e = want.setdefault(mn, {"shaders": 0, "occurrences": 0})
            e["shaders"] += 1
            e["occurrences"] += c
    rep = os.path.join(tmp, "hist.json")
    r = run(["--report", rep, hist, "-o", os.path.join(tmp, "histout")])
    try:
        got = json.load(open(rep)).get("unsupported")
    except (OSError, ValueError) as e:
        got = str(e)
    check(r.returncode == 1 and got == want,
          "the histogram counts every unsupported instruction, by mnemonic: %s (want %s)" % (got, want))

shutil.rmtree(tmp)
print("%d checks failed" % len(failures))
sys.exit(1 if failures else 0)
