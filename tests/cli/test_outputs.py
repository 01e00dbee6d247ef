#!/usr/bin/env python3
"""No run destroys data: what the tool writes, checked against the file
system itself (lstat before and after each run: types, inodes, bytes, link
targets).

- an output that is an input of the run (the input, the capture manifest
  beside NAME.spv as NAME.json, the fetch shader, a hard link to the input,
  an -o folder that is the input folder or a link to it, a report that is
  an input) is refused: exit status 2, one line on stderr naming both,
  nothing written, no input changed (bytes and inode);
- two outputs of one run that are one file (--dump-capture over the
  reflection) are refused the same way;
- an output that is a link is written through (the link stays, its target
  gets the module); a dangling link is refused; a character device, a FIFO
  or a socket is written in place (it stays what it was, no NAME.json
  beside it, no temporary);
- -o - writes the module on standard output (refused on a terminal), an
  input named - is read from standard input, --reflection FILE names the
  reflection;
- --help, --version, --disasm and --cfg into a full device: exit status 2
  and a line;
- an input that cannot be opened: exit status 2; in a batch it is a record
  of class io and the others are converted; an -o folder the batch made
  and left empty is removed; -o x.spv with several inputs is refused.

Devices, FIFOs, sockets and links are private ones in the test's temporary
folder (mknod needs root: those cases are skipped without it).

usage: test_outputs.py AGC_RECOMPILE SOURCE_ROOT
"""
import hashlib
import json
import os
import pty
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import threading

agc, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
sample = os.path.join(root, "samples", "vector_add.bin")
ABI = ["--user-sgprs", "6", "--wgid-sgprs", "6"]
SPV_MAGIC = b"\x03\x02\x23\x07"
base = tempfile.mkdtemp(prefix="agc-out-")
failures = []
passed = [0]
is_root = os.geteuid() == 0


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if cond:
        passed[0] += 1
    else:
        failures.append(what)


def run(args, cwd, stdin=None, stdout=subprocess.PIPE, timeout=60):
    return subprocess.run([agc] + args, cwd=cwd, stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, timeout=timeout)


def case(name):
    d = os.path.join(base, name)
    os.makedirs(d)
    shutil.copy(sample, os.path.join(d, "a.bin"))
    return d


def snapshot(d):
    """Every entry under d: kind, inode, link target or bytes' hash."""
    snap = {}
    for dp, dns, fns in os.walk(d):
        for n in dns + fns:
            p = os.path.join(dp, n)
            st = os.lstat(p)
            what = (stat.S_IFMT(st.st_mode), st.st_ino)
            if stat.S_ISLNK(st.st_mode):
                what += (os.readlink(p),)
            elif stat.S_ISREG(st.st_mode):
                what += (hashlib.sha256(open(p, "rb").read()).hexdigest(),)
            snap[os.path.relpath(p, d)] = what
    return snap


def refused(d, args, want_status, needles, what, nlines=1, **kw):
    """A bad run: its status, nlines lines on stderr (the first holding
    each needle), and nothing under d changed or added."""
    before = snapshot(d)
    r = run(args, d, **kw)
    after = snapshot(d)
    err = r.stderr.decode(errors="replace")
    lines = err.splitlines()
    check(r.returncode == want_status, "%s: exit status %d (got %d: %r)" % (what, want_status, r.returncode, err))
    check(len(lines) == nlines and all(n in lines[0] for n in needles),
          "%s: %d line(s) on stderr naming %s (%r)" % (what, nlines, needles, err))
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    check(not changed, "%s: nothing written, no input changed (bytes, inode): %s" % (what, changed))
    return r


def module_of(d):
    """The module and reflection of the sample, written to plain new files."""
    r = run(ABI + ["a.bin", "-o", "plain.spv"], d)
    assert r.returncode == 0, r.stderr
    return open(os.path.join(d, "plain.spv"), "rb").read(), open(os.path.join(d, "plain.json")).read()


def spirv_ok(data):
    if data[:4] != SPV_MAGIC:
        return False
    if not shutil.which("spirv-val"):
        return True
    with tempfile.NamedTemporaryFile(suffix=".spv", dir=base) as f:
        f.write(data)
        f.flush()
        return subprocess.run(["spirv-val", "--target-env", "vulkan1.2", f.name],
                              capture_output=True).returncode == 0


def reader(path, out):
    """Reads a FIFO to its end in a thread; out[0] gets the bytes."""
    def go():
        with open(path, "rb") as f:
            out.append(f.read())
    t = threading.Thread(target=go, daemon=True)
    t.start()
    return t


# ---- outputs that are inputs -------------------------------------------
# (each in a folder of its own: a run that destroys its input must not
# hide what the next one does)
d = case("same")
refused(d, ABI + ["a.bin", "-o", "a.bin"], 2, ["a.bin", "input"], "-o the input itself")
d = case("report-is-reflection")
refused(d, ABI + ["a.bin", "-o", "x.spv", "--report", "x.json"], 2, ["x.json", "report"],
        "a one-input --report named as the module's reflection")
d = case("otherpath")
os.makedirs(os.path.join(d, "sub"))
refused(d, ABI + ["a.bin", "-o", "./sub/../a.bin"], 2, ["a.bin"], "-o the input by another path")
d = case("hard")
os.link(os.path.join(d, "a.bin"), os.path.join(d, "hard.spv"))
refused(d, ABI + ["a.bin", "-o", "hard.spv"], 2, ["hard.spv", "a.bin"], "-o a hard link to the input")
d = case("soft")
os.symlink("a.bin", os.path.join(d, "soft.spv"))
refused(d, ABI + ["a.bin", "-o", "soft.spv"], 2, ["soft.spv", "a.bin"], "-o a link to the input")
d = case("reflin")
refused(d, ABI + ["a.bin", "-o", "a.spv", "--reflection", "a.bin"], 2,
        ["a.bin", "reflection"], "--reflection the input")
d = case("fetch")
shutil.copy(sample, os.path.join(d, "f.bin"))
refused(d, ABI + ["--fetch", "f.bin", "a.bin", "-o", "f.bin"], 2, ["f.bin", "fetch"],
        "-o the fetch shader")

# a capture manifest beside NAME.spv is NAME.json, the derived reflection
d = case("manifest")
r = run(ABI + ["a.bin", "--dump-capture", "shader.json"], d)
check(r.returncode == 0 and json.load(open(os.path.join(d, "shader.json")))["format"] == "agc-capture",
      "--dump-capture writes a manifest (%r)" % r.stderr)
refused(d, ["shader.json", "-o", "shader.spv"], 2, ["shader.json", "reflection"],
        "a manifest's NAME.json as the reflection of -o NAME.spv")
refused(d, ["shader.json", "-o", "x.spv", "--reflection", "a.bin"], 2, ["a.bin", "code file"],
        "--reflection the manifest's code file")
refused(d, ABI + ["a.bin", "--dump-capture", "m.json", "-o", "m.spv"], 2, ["m.json", "reflection"],
        "--dump-capture and the reflection one file")
refused(d, ["shader.json", "--dump-capture", "a.bin", "-o", "y.spv"], 2, ["a.bin"],
        "--dump-capture over the manifest's code file")

# batch: outputs that mirror inputs inside the same folder
d = case("batchsame")
caps = os.path.join(d, "caps")
os.makedirs(caps)
shutil.copy(sample, os.path.join(caps, "k.bin"))
with open(os.path.join(caps, "k.json"), "w") as f:
    json.dump({"format": "agc-capture", "version": 1, "stage": "compute", "code": "k.bin",
               "user_sgprs": 6, "wgid_sgprs": [6]}, f)
refused(d, ["caps", "-o", "caps"], 2, ["caps/k.json"], "batch: -o the input folder")
os.symlink("caps", os.path.join(d, "capslink"))
refused(d, ["caps", "-o", "capslink"], 2, ["k.json"], "batch: -o a link to the input folder")
refused(d, ["capslink", "-o", "caps"], 2, ["k.json"], "batch: the input folder through a link, -o the folder")
refused(d, ["caps", "-o", "out", "--report", "caps/k.json"], 2, ["caps/k.json", "report"],
        "batch: --report over an input")
refused(d, ABI + ["a.bin", "caps/k.bin", "-o", ".", "--report", "a.json"], 2, ["a.json", "report"],
        "batch: --report over a reflection")
# a manifest's code file in the -o folder, named as the manifest's module
codes = os.path.join(d, "codes")
os.makedirs(codes)
mans = os.path.join(d, "mans")
os.makedirs(mans)
shutil.copy(sample, os.path.join(codes, "m.spv"))
with open(os.path.join(mans, "m.json"), "w") as f:
    json.dump({"format": "agc-capture", "version": 1, "stage": "compute", "code": "../codes/m.spv",
               "user_sgprs": 6, "wgid_sgprs": [6]}, f)
refused(d, ["mans", "-o", "codes"], 2, ["codes/m.spv", "code file"],
        "batch: a module over the code file a manifest names")
# a folder of plain code converted into itself is no collision
plain = os.path.join(d, "plain")
os.makedirs(plain)
shutil.copy(sample, os.path.join(plain, "p.bin"))
r = run(ABI + ["plain", "-o", "plain"], d)
check(r.returncode == 0 and sorted(os.listdir(plain)) == ["p.bin", "p.json", "p.spv"],
      "batch: a folder of code converted into itself (%d, %r)" % (r.returncode, r.stderr))

# ---- links, devices, FIFOs, sockets, standard output -------------------
d = case("special")
spv, refl = module_of(d)
check(spirv_ok(spv), "the module written to a plain file is SPIR-V that spirv-val accepts")
os.makedirs(os.path.join(d, "keep"))
os.symlink("keep/target.spv", os.path.join(d, "link.spv"))
with open(os.path.join(d, "keep", "target.spv"), "wb") as f:
    f.write(b"old")
r = run(ABI + ["a.bin", "-o", "link.spv"], d)
check(r.returncode == 0 and os.path.islink(os.path.join(d, "link.spv")) and
      os.readlink(os.path.join(d, "link.spv")) == "keep/target.spv",
      "-o a link: the link stays a link (%d, %r)" % (r.returncode, r.stderr))
check(open(os.path.join(d, "keep", "target.spv"), "rb").read() == spv,
      "-o a link: its target holds the module")
check(open(os.path.join(d, "link.json")).read() == refl and
      not [n for n in os.listdir(os.path.join(d, "keep")) if n != "target.spv"],
      "-o a link: the reflection beside the link, no temporary left beside the target")
os.symlink("nowhere/gone.spv", os.path.join(d, "dangling.spv"))
refused(d, ABI + ["a.bin", "-o", "dangling.spv"], 2, ["dangling.spv", "dangling"], "-o a dangling link")

fifo = os.path.join(d, "fifo")
os.mkfifo(fifo)
got = []
t = reader(fifo, got)
r = run(ABI + ["a.bin", "-o", "fifo"], d, timeout=30)
t.join(10)
check(r.returncode == 0 and got == [spv], "-o a FIFO: the module through it (%d, %r)" % (r.returncode, r.stderr))
check(stat.S_ISFIFO(os.lstat(fifo).st_mode) and not os.path.exists(os.path.join(d, "fifo.json")) and
      not [n for n in os.listdir(d) if ".tmp" in n],
      "-o a FIFO: still a FIFO, no fifo.json, no temporary")

# a socket: connected to and written
sock_path = os.path.join(d, "sock")
srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
srv.bind(sock_path)
srv.listen(1)
srv.settimeout(30)
sgot = []


def serve():
    try:
        c, _ = srv.accept()
    except OSError:
        return
    data = b""
    while True:
        b = c.recv(65536)
        if not b:
            break
        data += b
    sgot.append(data)
    c.close()


st = threading.Thread(target=serve, daemon=True)
st.start()
r = run(ABI + ["a.bin", "-o", "sock"], d, timeout=30)
st.join(10)
srv.close()
check(r.returncode == 0 and sgot == [spv] and stat.S_ISSOCK(os.lstat(sock_path).st_mode) and
      not os.path.exists(os.path.join(d, "sock.json")),
      "-o a socket: the module sent to it, still a socket, no sock.json (%d, %r)" % (r.returncode, r.stderr))

if is_root:
    null = os.path.join(d, "null")
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    r = run(ABI + ["a.bin", "-o", "null"], d)
    check(r.returncode == 0 and stat.S_ISCHR(os.lstat(null).st_mode) and
          not os.path.exists(os.path.join(d, "null.json")),
          "-o a character device: still the device, no null.json (%d, %r)" % (r.returncode, r.stderr))
    os.symlink("null", os.path.join(d, "nulllink"))
    r = run(ABI + ["a.bin", "-o", "nulllink"], d)
    check(r.returncode == 0 and os.path.islink(os.path.join(d, "nulllink")) and
          stat.S_ISCHR(os.lstat(null).st_mode) and not os.path.exists(os.path.join(d, "nulllink.json")),
          "-o a link to a device: the link and the device stay (%d, %r)" % (r.returncode, r.stderr))
    r = run(ABI + ["a.bin", "-o", "null", "--reflection", "r.json"], d)
    check(r.returncode == 0 and open(os.path.join(d, "r.json")).read() == refl,
          "--reflection FILE with -o a device writes the reflection there (%r)" % r.stderr)
else:
    print("skip: character devices (mknod needs root)")

# batch: a report through a link, into a FIFO; a module output that is a
# link (a rerun into a folder whose outputs were linked elsewhere)
os.makedirs(os.path.join(d, "bin"))
shutil.copy(sample, os.path.join(d, "bin", "v.bin"))
with open(os.path.join(d, "keep", "report.json"), "w") as f:
    f.write("old")
os.symlink("keep/report.json", os.path.join(d, "rep.json"))
r = run(ABI + ["bin", "-o", "bout", "--report", "rep.json"], d)
rep = open(os.path.join(d, "keep", "report.json")).read()
check(r.returncode == 0 and os.path.islink(os.path.join(d, "rep.json")) and
      rep.startswith("{") and json.loads(rep)["totals"]["converted"] == 1,
      "batch: --report a link: the link stays, its target holds the report (%d, %r)" % (r.returncode, r.stderr))
os.mkfifo(os.path.join(d, "repfifo"))
got = []
t = reader(os.path.join(d, "repfifo"), got)
r = run(ABI + ["bin", "-o", "bout2", "--report", "repfifo"], d, timeout=30)
t.join(10)
check(r.returncode == 0 and got and json.loads(got[0])["totals"]["converted"] == 1 and
      stat.S_ISFIFO(os.lstat(os.path.join(d, "repfifo")).st_mode) and
      not [n for n in os.listdir(d) if ".tmp" in n],
      "batch: --report a FIFO: the report through it, still a FIFO, no temporary (%d, %r)" % (r.returncode, r.stderr))
os.makedirs(os.path.join(d, "bout3"))
with open(os.path.join(d, "keep", "v.spv"), "wb") as f:
    f.write(b"old")
os.symlink("../keep/v.spv", os.path.join(d, "bout3", "v.spv"))
r = run(ABI + ["bin", "-o", "bout3"], d)
check(r.returncode == 0 and os.path.islink(os.path.join(d, "bout3", "v.spv")) and
      open(os.path.join(d, "keep", "v.spv"), "rb").read() == spv and
      open(os.path.join(d, "bout3", "v.json")).read().startswith("{"),
      "batch: an output that is a link: written through, the link stays (%d, %r)" % (r.returncode, r.stderr))

if is_root:
    # a batch's module output that is a device: written to, no reflection beside it
    os.makedirs(os.path.join(d, "bout4"))
    os.mknod(os.path.join(d, "bout4", "v.spv"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    r = run(ABI + ["bin", "-o", "bout4"], d)
    check(r.returncode == 0 and stat.S_ISCHR(os.lstat(os.path.join(d, "bout4", "v.spv")).st_mode) and
          not os.path.exists(os.path.join(d, "bout4", "v.json")),
          "batch: a module output that is a device: still the device, no v.json (%d, %r)"
          % (r.returncode, r.stderr))

# standard output and input
r = run(ABI + ["a.bin", "-o", "-"], d)
check(r.returncode == 0 and r.stdout == spv and not os.path.exists(os.path.join(d, "-")) and
      not os.path.exists(os.path.join(d, "-.json")),
      "-o -: the module on standard output, no file '-' or '-.json' (%d, %r)" % (r.returncode, r.stderr))
r = run(ABI + ["a.bin", "-o", "-", "--reflection", "stdout.json"], d)
check(r.returncode == 0 and r.stdout == spv and open(os.path.join(d, "stdout.json")).read() == refl,
      "-o - --reflection FILE: the module on stdout, the reflection in FILE (%r)" % r.stderr)
with open(sample, "rb") as f:
    r = run(ABI + ["-", "-o", "fromstdin.spv"], d, stdin=f)
check(r.returncode == 0 and open(os.path.join(d, "fromstdin.spv"), "rb").read() == spv,
      "input -: read from standard input (%d, %r)" % (r.returncode, r.stderr))
with open(sample, "rb") as f:
    r = run(ABI + ["-", "-o", "-"], d, stdin=f)
check(r.returncode == 0 and r.stdout == spv, "input - to -o -: a filter (%r)" % r.stderr)
with open(os.path.join(d, "a.bin"), "rb") as f:
    refused(d, ABI + ["-", "-o", "a.bin"], 2, ["a.bin"], "input - redirected from the file -o names", stdin=f)
master, slave = pty.openpty()
refused(d, ABI + ["a.bin", "-o", "-"], 2, ["terminal"], "-o - on a terminal", stdout=slave)
os.close(slave)
os.close(master)

# write errors on standard output
if is_root:
    full = os.path.join(d, "full")
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    for args in (["--help"], ["--version"], ["--disasm", "a.bin"], ["--cfg", "a.bin"],
                 ["--cfg=dot", "a.bin"]):
        with open(full, "wb") as f:
            refused(d, args, 2, ["standard output"], "%s into a full device" % " ".join(args), stdout=f)
    with open(full, "wb") as f:
        refused(d, ABI + ["a.bin", "-o", "-"], 2, [], "-o - into a full device", stdout=f)
else:
    print("skip: a full device (mknod needs root)")

# ---- inputs that cannot be opened --------------------------------------
d = case("noinput")
refused(d, ABI + ["missing.bin", "-o", "m.spv"], 2, ["missing.bin", "cannot open"], "a missing input")
os.chmod(os.path.join(d, "a.bin"), 0)
if not is_root:
    refused(d, ABI + ["a.bin", "-o", "m.spv"], 2, ["a.bin", "cannot open"], "an unreadable input")
os.chmod(os.path.join(d, "a.bin"), 0o644)
refused(d, ABI + ["--fetch", "missing.bin", "a.bin", "-o", "m.spv"], 2, ["missing.bin"], "a missing fetch shader")
with open(os.path.join(d, "lost.json"), "w") as f:
    json.dump({"format": "agc-capture", "version": 1, "stage": "compute", "code": "gone.bin"}, f)
refused(d, ["lost.json", "-o", "m.spv"], 2, ["lost.json", "gone.bin", "cannot open"],
        "a manifest whose code file is missing")

before = snapshot(d)
r = run(ABI + ["a.bin", "missing.bin", "lost.json", "--report", "rep.json", "-o", "out"], d)
err = r.stderr.decode()
rep = json.load(open(os.path.join(d, "rep.json"))) if os.path.exists(os.path.join(d, "rep.json")) else {}
recs = {s["path"]: s for s in rep.get("shaders", [])}
check(r.returncode == 2, "batch: exit status 2 when an input cannot be opened (got %d: %r)" % (r.returncode, err))
check(recs.get("missing.bin", {}).get("error", {}).get("class") == "io" and
      recs.get("lost.json", {}).get("error", {}).get("class") == "io" and
      recs.get("a.bin", {}).get("status") == "ok",
      "batch: the missing input is a record of class io, the other converted (%s)" % recs)
out_spv = os.path.join(d, "out", "a.spv")
check(os.path.exists(out_spv) and spirv_ok(open(out_spv, "rb").read()),
      "batch: the input that is there converts")
check(any("missing.bin" in l and "cannot open" in l for l in err.splitlines()),
      "batch: the missing input named on stderr")

# a line per input, then their count; the folder made for them is gone
refused(d, ABI + ["missing.bin", "missing2.bin", "-o", "empty"], 2, ["missing.bin", "cannot open"],
        "batch: no input opens; the -o folder it made is removed", nlines=3)
# inputs found in a walk that do not open (a dangling link) or do not
# convert (an empty file): nothing to put in the -o folder, which goes
os.makedirs(os.path.join(d, "walk"))
os.symlink("nowhere.bin", os.path.join(d, "walk", "broken.bin"))
refused(d, ABI + ["walk", "-o", "walkout"], 2, ["broken.bin", "cannot open"],
        "batch: a walked input that does not open; the -o folder it made is removed", nlines=2)
os.makedirs(os.path.join(d, "bad"))
open(os.path.join(d, "bad", "empty.bin"), "wb").close()
refused(d, ABI + ["bad", "-o", "badout"], 1, ["empty.bin", "empty file"],
        "batch: no input converts; the -o folder it made is removed", nlines=2)
shutil.copy(sample, os.path.join(d, "b.bin"))
refused(d, ABI + ["a.bin", "b.bin", "-o", "x.spv"], 2, ["x.spv", "folder"], "batch: -o x.spv with several inputs")
with open(os.path.join(d, "file"), "w") as f:
    f.write("a file")
refused(d, ABI + ["a.bin", "b.bin", "-o", "file"], 2, ["file", "folder"], "batch: -o a file with several inputs")

shutil.rmtree(base)
print("%d passed, %d failed" % (passed[0], len(failures)))
sys.exit(1 if failures else 0)
