#!/usr/bin/env python3
"""Batch mode: outputs identical across -j, exit statuses, the report's
records checked against independent facts (file hashes from hashlib,
spirv-val on every output), shards that partition the inputs, no partial
outputs, no progress line when stderr is not a terminal.

usage: test_batch.py AGC_RECOMPILE SOURCE_ROOT
"""
import hashlib
import json
import os
import random
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

agc, root = sys.argv[1], sys.argv[2]
failures = []
os.umask(0o022)  # the mode check below expects it; the children inherit it


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def run(args, **kw):
    return subprocess.run([agc] + args, capture_output=True, text=True, **kw)


tmp = tempfile.mkdtemp(prefix="agc-batch-")
corpus = os.path.join(tmp, "corpus")
os.makedirs(os.path.join(corpus, "sub"))
# good inputs: raw programs written here (s_mov/v_add/global store/endpgm
# are plain dwords, so no assembler is needed)
prog = [0xBE800380, 0x4A000001, 0xBF810000]  # s_mov_b32 s0, 0; v_add_nc_u32 v0, s1, v0; s_endpgm
good = []
for i in range(6):
    words = list(prog)
    words[0] = 0xBE800380 | (i & 3)  # s_mov_b32 s0, <inline 0..3>
    p = os.path.join(corpus, "sub" if i % 2 else "", "good%d.bin" % i)
    with open(p, "wb") as f:
        f.write(b"".join(w.to_bytes(4, "little") for w in words))
    good.append(p)
# the samples too
for name in sorted(os.listdir(os.path.join(root, "samples"))):
    if name.endswith(".bin"):
        shutil.copy(os.path.join(root, "samples", name), os.path.join(corpus, name))
# bad inputs
rng = random.Random(7)
bad = {
    "random.bin": bytes(rng.randrange(256) for _ in range(64)),
    "truncated.bin": (0x7E0002FF).to_bytes(4, "little"),  # v_mov_b32 with its literal missing
    "odd.bin": b"\x01\x02\x03",
    "nofall.bin": (0xBE800380).to_bytes(4, "little"),  # runs off the end
}
for name, data in bad.items():
    with open(os.path.join(corpus, name), "wb") as f:
        f.write(data)
# a capture manifest and a JSON that is not one (must be ignored)
with open(os.path.join(corpus, "cap.json"), "w") as f:
    json.dump({"format": "agc-capture", "version": 1, "stage": "compute",
               "code": "good0.bin", "wave_size": 64, "user_sgprs": 2}, f)
with open(os.path.join(corpus, "notes.json"), "w") as f:
    f.write('{"hello": 1}')
with open(os.path.join(corpus, "README.txt"), "w") as f:
    f.write("not an input")

inputs = []
for dp, dn, fn in os.walk(corpus):
    for n in fn:
        if n.endswith(".bin") or n == "cap.json":
            inputs.append(os.path.join(dp, n))
# the code file a capture manifest names is the manifest's input, not one
# of its own (converted alone it would get the command line's ABI)
captured = os.path.join(corpus, "good0.bin")
inputs.remove(captured)

outs = {}
for j in ("1", "2"):
    out = os.path.join(tmp, "out" + j)
    rep = os.path.join(tmp, "report%s.json" % j)
    r = run(["-j", j, "--report", rep, "--user-sgprs", "2", corpus, "-o", out])
    check(r.returncode == 1, "-j %s: exit status 1 when some inputs fail (got %d)" % (j, r.returncode))
    check("\r" not in r.stderr, "-j %s: no progress line when stderr is not a terminal" % j)
    # one line per failed input, in input order, naming it (warnings
    # aside); then the summary: converted, failed, seconds, rate
    lines = [l for l in r.stderr.splitlines() if l.startswith("agc-recompile: ") and ": warning: " not in l]
    named = [l.split(": ")[1] for l in lines[:-1]]
    want = [p for p in sorted(inputs) if os.path.basename(p) in bad]
    check(sorted(named) == sorted(want) and len(lines) == len(want) + 1,
          "-j %s: one stderr line per failed input (%s)" % (j, named))
    m = re.fullmatch(r"agc-recompile: (\d+) converted, (\d+) failed, ([0-9.]+) s, ([0-9.]+) shaders/s", lines[-1])
    check(m is not None and int(m.group(1)) == len(inputs) - len(want) and int(m.group(2)) == len(want),
          "-j %s: the last line sums up (%d converted, %d failed): %r" %
          (j, len(inputs) - len(want), len(want), lines[-1]))
    files = {}
    for dp, dn, fn in os.walk(out):
        for n in fn:
            p = os.path.join(dp, n)
            files[os.path.relpath(p, out)] = open(p, "rb").read()
    outs[j] = files
    check(not any(".tmp" in k for k in files), "-j %s: no temporary files left" % j)
    # outputs and report are made like any file a tool writes: mode 0666
    # less the umask (here 022), not a temporary file's private 0600
    modes = {os.stat(os.path.join(out, k)).st_mode & 0o777 for k in files}
    modes.add(os.stat(rep).st_mode & 0o777)
    check(modes == {0o644}, "-j %s: outputs have mode 0644 under umask 022 (got %s)" %
          (j, sorted(oct(m) for m in modes)))
    with open(rep) as f:
        report = json.load(f)
    recs = {r_["path"]: r_ for r_ in report["shaders"]}
    check(len(recs) == len(inputs), "-j %s: one record per input (%d vs %d)" % (j, len(recs), len(inputs)))
    check("notes.json" not in " ".join(recs), "-j %s: a JSON that is not a capture is not an input" % j)
    for p in inputs:
        rec = recs.get(p)
        if not rec:
            check(False, "-j %s: no record for %s" % (j, p))
            continue
        data = open(p, "rb").read()
        check(rec["sha256"] == hashlib.sha256(data).hexdigest(), "%s: sha256" % p)
        check(rec["input_bytes"] == len(data), "%s: input size" % p)
        base = os.path.basename(p)
        if base in bad:
            check(rec["status"] == "failed", "%s: a bad input fails" % p)
            check("error" in rec and rec["error"]["message"], "%s: error message" % p)
            check(not os.path.exists(rec["output"]), "%s: no output for a failed input" % p)
        if rec["status"] == "ok":
            v = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", rec["output"]],
                               capture_output=True, text=True)
            check(v.returncode == 0, "%s: output validates: %s" % (p, v.stderr.strip()))
            check(os.path.getsize(rec["output"]) == rec["output_bytes"], "%s: output size" % p)
            refl = json.load(open(rec["output"][:-4] + ".json"))
            check(refl["input_sha256"] == hashlib.sha256(
                open(os.path.join(corpus, "good0.bin"), "rb").read() if base == "cap.json" else data
            ).hexdigest(), "%s: reflection sha256" % p)
            for k in ("blocks_before", "blocks_after", "timings"):
                check(k in rec, "%s: record has %s" % (p, k))
    for p in good:
        if p != captured:
            check(recs.get(p, {}).get("status") == "ok", "%s converts" % p)
    check(captured not in recs, "-j %s: the code file of a capture in the walk is not an input" % j)
    check(recs[os.path.join(corpus, "cap.json")]["status"] == "ok", "capture manifest converts")
    tot = report["totals"]
    check(tot["inputs"] == len(inputs) and tot["converted"] + tot["failed"] == len(inputs), "totals add up")

check(outs["1"] == outs["2"], "outputs byte-identical across -j 1 and -j 2")
check(any(k.startswith("sub/") for k in outs["1"]), "outputs mirror the input folders")

# two inputs that would share an output keep their extensions; the same
# file named twice is refused before anything is written
dup = os.path.join(tmp, "dup")
os.makedirs(dup)
shutil.copy(good[0], os.path.join(dup, "x.bin"))
shutil.copy(os.path.join(root, "samples", "two_kernels.co"), os.path.join(dup, "x.co"))
shutil.copy(good[0], os.path.join(dup, "y.bin"))
r = run(["--symbol", "fill", dup, "-o", os.path.join(tmp, "dupout")])
got = sorted(os.listdir(os.path.join(tmp, "dupout")))
check(got == ["x.bin.json", "x.bin.spv", "x.co.json", "x.co.spv", "y.json", "y.spv"],
      "x.bin and x.co keep their extensions, y does not (got %s)" % got)
y = os.path.join(dup, "y.bin")
r = run([y, y, "-o", os.path.join(tmp, "twice")])
check(r.returncode == 2 and "would both write" in r.stderr and not os.path.exists(os.path.join(tmp, "twice")),
      "the same input twice is a usage error and writes nothing (%d: %s)" % (r.returncode, r.stderr.strip()))

# named on the command line, the code file of a capture is an input
r = run(["--report", os.path.join(tmp, "named.json"), captured, os.path.join(corpus, "cap.json"),
         "-o", os.path.join(tmp, "named")])
named = [x["path"] for x in json.load(open(os.path.join(tmp, "named.json")))["shaders"]]
check(r.returncode == 0 and sorted(named) == sorted([captured, os.path.join(corpus, "cap.json")]),
      "a code file named on the command line converts beside its manifest (%s)" % named)
# a manifest whose code is "./sub/../x.bin" covers x.bin all the same
cov = os.path.join(tmp, "cov")
os.makedirs(os.path.join(cov, "sub"))
shutil.copy(good[0], os.path.join(cov, "x.bin"))
shutil.copy(good[0], os.path.join(cov, "y.bin"))
with open(os.path.join(cov, "sub", "m.json"), "w") as f:
    json.dump({"format": "agc-capture", "version": 1, "stage": "compute",
               "code": "../sub/../x.bin", "wave_size": 32}, f)
r = run(["--report", os.path.join(tmp, "cov.json"), cov, "-o", os.path.join(tmp, "covout")])
walked = sorted(os.path.relpath(x["path"], cov) for x in json.load(open(os.path.join(tmp, "cov.json")))["shaders"])
check(r.returncode == 0 and walked == ["sub/m.json", "y.bin"],
      "a manifest's code named through .. is not an input of its own (%s)" % walked)

# a report of more records than one writev takes (IOV_MAX, 1024 pieces)
many = os.path.join(tmp, "many")
os.makedirs(many)
for i in range(700):
    shutil.copy(good[1], os.path.join(many, "m%03d.bin" % i))
r = run(["-j", "2", "--report", os.path.join(tmp, "many.json"), many, "-o", os.path.join(tmp, "manyout")])
recs = json.load(open(os.path.join(tmp, "many.json")))["shaders"]
check(r.returncode == 0 and [os.path.basename(x["path"]) for x in recs] == ["m%03d.bin" % i for i in range(700)],
      "a report of 700 records is whole and in input order")
tot = json.load(open(os.path.join(tmp, "many.json")))["totals"]
check(tot["jobs"] == 2 and tot["inputs"] == 700, "totals: 2 workers ran for 700 inputs at -j 2 (%s)" % tot)
r = run(["-j", "2", "--report", os.path.join(tmp, "onerep.json"), good[0], "-o", os.path.join(tmp, "one.spv")])
tot = json.load(open(os.path.join(tmp, "onerep.json")))["totals"]
check(r.returncode == 0 and tot["jobs"] == 1 and tot["inputs"] == 1,
      "totals: one worker ran for one input at -j 2 (%s)" % tot)
# one input is no batch, whatever -j and --report: -o names the module
check(os.path.isfile(os.path.join(tmp, "one.spv")) and os.path.isfile(os.path.join(tmp, "one.json")),
      "one input with -j and --report: -o names the module, not a folder")

# the histogram of unsupported instructions: by mnemonic, how many shaders
# have each and how often (s_trap and s_icache_inv are refused as not
# supported yet)
unsup = os.path.join(tmp, "unsup")
os.makedirs(unsup)
for name, word in (("t1.bin", 0xBF920002), ("t2.bin", 0xBF920005), ("ic.bin", 0xBF930000)):
    with open(os.path.join(unsup, name), "wb") as f:
        f.write(struct.pack("<2I", word, 0xBF810000))  # s_trap 2 | s_trap 5 | s_icache_inv; s_endpgm
shutil.copy(good[0], os.path.join(unsup, "ok.bin"))
r = run(["-j", "2", "--report", os.path.join(tmp, "unsup.json"), unsup, "-o", os.path.join(tmp, "unsupout")])
rep = json.load(open(os.path.join(tmp, "unsup.json")))
check(r.returncode == 1 and rep["unsupported"] == {"s_trap": {"shaders": 2, "occurrences": 2},
                                                    "s_icache_inv": {"shaders": 1, "occurrences": 1}},
      "the histogram counts the shaders that have each unsupported instruction: %s" % rep["unsupported"])
check(rep["totals"]["failed"] == 3 and rep["totals"]["converted"] == 1, "totals of the histogram's batch")

# a report that cannot be written stops the batch before any work
r = run(["--report", os.path.join(tmp, "no", "such", "r.json"), unsup, "-o", os.path.join(tmp, "norep")])
made = [f for _, _, fs in os.walk(os.path.join(tmp, "norep")) for f in fs]
check(r.returncode == 2 and "r.json" in r.stderr and not made,
      "an unwritable report: exit 2, named, nothing converted (%d, %r, %s)" % (r.returncode, r.stderr, made))

# a folder so deep that a path in it passes 4096 bytes: a one-line error,
# exit status 2, nothing converted
deep = os.path.join(tmp, "deep")
os.makedirs(deep)
here = os.getcwd()
os.chdir(deep)
for _ in range(21):
    os.mkdir("d" * 200)
    os.chdir("d" * 200)
shutil.copy(good[0], "x.bin")
os.chdir(here)
r = run([deep, "-o", os.path.join(tmp, "deepout")])
made = [f for _, _, fs in os.walk(os.path.join(tmp, "deepout")) for f in fs]
check(r.returncode == 2 and "too long" in r.stderr and len(r.stderr.splitlines()) == 1 and not made,
      "a path past 4096 bytes in the walk: one line, exit 2 (%d, %r)" % (r.returncode, r.stderr[-200:]))

# a link back to a folder above it: named once on stderr, not walked again,
# so each input is converted once (walking it would repeat the folder's
# inputs at every level); folders nested more than 64 deep: exit 2, nothing
# converted (were skipped without a word)
looped = os.path.join(tmp, "looped")
os.makedirs(os.path.join(looped, "a"))
shutil.copy(good[0], os.path.join(looped, "a", "x.bin"))
os.symlink("..", os.path.join(looped, "a", "up"))
r = run(["-j", "2", looped, "-o", os.path.join(tmp, "loopout")])
made = sorted(os.path.relpath(os.path.join(d, f), os.path.join(tmp, "loopout"))
              for d, _, fs in os.walk(os.path.join(tmp, "loopout")) for f in fs)
check(r.returncode == 0 and made == ["a/x.json", "a/x.spv"] and
      len([l for l in r.stderr.splitlines() if "a/up" in l and "above" in l]) == 1,
      "a link loop: walked once, named once (%d, %s, %r)" % (r.returncode, made[:4], r.stderr[-300:]))
# a FIFO with an input's name in a walked folder is named and not opened
# (opening it would block its worker, and the batch, for good)
fifo = os.path.join(tmp, "fifo")
os.makedirs(fifo)
shutil.copy(good[0], os.path.join(fifo, "x.bin"))
os.mkfifo(os.path.join(fifo, "p.bin"))
try:
    r = run([fifo, "-o", os.path.join(tmp, "fifoout")], timeout=60)
    made = sorted(f for _, _, fs in os.walk(os.path.join(tmp, "fifoout")) for f in fs)
    check(r.returncode == 0 and made == ["x.json", "x.spv"] and "p.bin" in r.stderr,
          "a FIFO in a walked folder: named, not read (%d, %s, %r)" % (r.returncode, made, r.stderr))
except subprocess.TimeoutExpired:
    check(False, "a FIFO in a walked folder hangs the batch")
nest = os.path.join(tmp, "nest")
d = nest
for _ in range(66):
    d = os.path.join(d, "n")
os.makedirs(d)
shutil.copy(good[0], os.path.join(d, "x.bin"))
shutil.copy(good[0], os.path.join(nest, "y.bin"))
r = run([nest, "-o", os.path.join(tmp, "nestout")])
made = [f for _, _, fs in os.walk(os.path.join(tmp, "nestout")) for f in fs]
check(r.returncode == 2 and "64" in r.stderr and len(r.stderr.splitlines()) == 1 and not made,
      "folders 66 deep: one line, exit 2, nothing converted (%d, %r)" % (r.returncode, r.stderr[-200:]))

# interrupted: SIGINT or SIGTERM mid-run ends the run as interrupted after
# the shaders begun; SIGKILL just stops it.  Either way every output under
# its own name is whole (byte-identical to an uninterrupted run's); after
# SIGINT/SIGTERM no temporary file and no report is left either.
big = os.path.join(tmp, "big")
os.makedirs(big)
for i in range(3000):
    shutil.copy(good[1], os.path.join(big, "b%04d.bin" % i))
r = run([good[1], "-o", os.path.join(tmp, "ref.spv")])
with open(os.path.join(tmp, "ref.spv"), "rb") as f:
    ref_spv = f.read()
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
    out = os.path.join(tmp, "int%d" % sig)
    rep = os.path.join(tmp, "int%d.json" % sig)
    p = subprocess.Popen([agc, "-j", "2", "--report", rep, big, "-o", out],
                         stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline and p.poll() is None:
        if os.path.isdir(out) and any(f.endswith(".spv") for f in os.listdir(out)):
            break
        time.sleep(0.002)
    p.send_signal(sig)
    err = p.communicate()[1]
    files = os.listdir(out) if os.path.isdir(out) else []
    spv = [f for f in files if f.endswith(".spv")]
    whole = all(open(os.path.join(out, f), "rb").read() == ref_spv for f in spv)
    check(p.returncode == -sig and 0 < len(spv) < 3000 and whole,
          "%s mid-run: ended by it (%s), %d of 3000 outputs, all whole: %s" %
          (signal.Signals(sig).name, p.returncode, len(spv), whole))
    if sig != signal.SIGKILL:
        left = [f for f in files + os.listdir(tmp) if ".tmp" in f]
        check(not left and not os.path.exists(rep) and "interrupted" in err,
              "%s: no temporary files (%s), no report, a line that says so (%r)" %
              (signal.Signals(sig).name, left[:3], err[-200:]))

# files found in a folder are read without asking their size first: one
# larger than that first read (16 KiB) converts to the same bytes as when
# named alone (read after fstat), and files over --max-bytes, smaller and
# larger than the first read, fail with the limit's message and their size
sizes = os.path.join(tmp, "sizes")
os.makedirs(sizes)
big = [0xBF800000] * 5118 + prog  # s_nop 0 x 5118, then the program
with open(os.path.join(sizes, "big.bin"), "wb") as f:
    f.write(struct.pack("<%dI" % len(big), *big))
r = run([sizes, "-o", os.path.join(tmp, "sizesout")])
alone = os.path.join(tmp, "big_alone.spv")
r2 = run([os.path.join(sizes, "big.bin"), "-o", alone])
got = open(os.path.join(tmp, "sizesout", "big.spv"), "rb").read() if r.returncode == 0 else b""
check(r.returncode == 0 and r2.returncode == 0 and got == open(alone, "rb").read(),
      "a walked file past the first read converts as when named alone (%d, %d, %r)" %
      (r.returncode, r2.returncode, r.stderr[-200:]))
shutil.copy(good[0], os.path.join(sizes, "small.bin"))
for name, limit in (("small.bin", 8), ("big.bin", 20000)):
    size = os.path.getsize(os.path.join(sizes, name))
    r = run(["--max-bytes", str(limit), sizes, "-o", os.path.join(tmp, "limit%d" % limit)])
    want = "input of %d bytes is larger than the limit of %d bytes (see --max-bytes)" % (size, limit)
    check(r.returncode == 1 and any(name in l and want in l for l in r.stderr.splitlines()),
          "a walked %s over --max-bytes %d: %r" % (name, limit, r.stderr[-300:]))

# all good: exit 0
r = run(["-j", "2"] + good + ["-o", os.path.join(tmp, "allgood")])
check(r.returncode == 0, "exit 0 when every input converts (got %d: %s)" % (r.returncode, r.stderr))
# usage: no -o
r = run([good[0], good[1]])
check(r.returncode == 2, "exit 2 without -o in batch mode")
# shards partition the inputs
seen = []
for i in range(3):
    rep = os.path.join(tmp, "shard%d.json" % i)
    run(["--shard", "%d/3" % i, "--report", rep, corpus, "-o", os.path.join(tmp, "sh%d" % i)])
    seen += [r_["path"] for r_ in json.load(open(rep))["shaders"]]
check(sorted(seen) == sorted(inputs), "--shard I/3 for I = 0, 1, 2 partition the inputs")
r = run(["--shard", "3/3", corpus, "-o", os.path.join(tmp, "x")])
check(r.returncode == 2, "--shard 3/3 is a usage error")

# a progress line when stderr is a terminal
import pty
master, slave = pty.openpty()
p = subprocess.Popen([agc, "-j", "2"] + good + ["-o", os.path.join(tmp, "tty")], stderr=slave,
                     stdout=subprocess.DEVNULL)
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
text = seen.decode(errors="replace")
check("\r[" in text and "/%d]" % len(good) in text and "shaders/s" in text and "ETA" in text
      and "failed" in text, "a progress line (count, rate, ETA, failures) on a terminal: %r" % text[-80:])

shutil.rmtree(tmp)
print("%d checks failed" % len(failures))
sys.exit(1 if failures else 0)
