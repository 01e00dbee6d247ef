#!/usr/bin/env python3
"""libagc as it is installed, checked against outside facts:

- `meson install --destdir` puts the shared and static library, the one
  header agc/agc.h, agc.pc, the man page and the bash completion where the
  prefix's directories say (the file system lists them);
- the header includes only standard headers and compiles alone as C17 and
  as C++ with -Wall -Wextra -Werror;
- the shared library exports exactly the functions the header declares
  (nm -D);
- a C program built with `pkg-config --cflags --libs agc` recompiles
  samples/vector_add.bin with the README's options: spirv-val accepts the
  module, it is byte for byte the CLI's (module and reflection), and on
  lavapipe (agc-vkrun) it computes c = a + b (checked here);
- the same program built with `pkg-config --static` (linked -static, no
  dynamic section) gives the same bytes;
- a bad input gives status 1 with the CLI's one-line message and the byte
  offset, a capture manifest (its code is a file) status 1, not supported;
  out-of-range options give status 2 naming the field; none writes an
  output;
- a pixel shader with its registers (composed from the gfx10 register
  reference's bit positions) is status 1, not supported yet, with the
  CLI's line; one register missing is status 2 naming it; a caller built
  with the first version of the options (a struct_size that ends before
  the graphics fields) still recompiles the sample.

usage: test_lib.py BUILD_ROOT SOURCE_ROOT AGC_RECOMPILE AGC_VKRUN SANITIZE CC... \
           -- prefix=P libdir=L includedir=I mandir=M bindir=B completionsdir=C
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

build, root, agc, vkrun, sanitize = sys.argv[1:6]
rest = sys.argv[6:]
cc = rest[:rest.index("--")]
dirs = dict(a.split("=", 1) for a in rest[rest.index("--") + 1:])
tmp = tempfile.mkdtemp(prefix="agc-lib-")
dest = os.path.join(tmp, "root")
sample = os.path.join(root, "samples", "vector_add.bin")
readme_opts = ["--user-sgprs", "6", "--wgid-sgprs", "6", "--subgroup-size", "8"]
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def inst(d):
    """A prefix-relative or absolute install directory under the destdir."""
    p = d if os.path.isabs(d) else os.path.join(dirs["prefix"], d)
    return dest + p


def read(p):
    with open(p, "rb") as f:
        return f.read()


def spirv_val(p):
    r = run(["spirv-val", "--target-env", "vulkan1.2", p])
    return r.returncode == 0, (r.stdout + r.stderr).strip()


# ---- install ----
r = run(["meson", "install", "-C", build, "--no-rebuild", "--quiet", "--destdir", dest])
check(r.returncode == 0, "meson install --destdir (%s)" % (r.stdout + r.stderr).strip()[-300:])
libdir, incdir = inst(dirs["libdir"]), inst(dirs["includedir"])
want = {
    os.path.join(libdir, "libagc.so.0.1.0"), os.path.join(libdir, "libagc.so.0"),
    os.path.join(libdir, "libagc.so"), os.path.join(libdir, "libagc.a"),
    os.path.join(libdir, "pkgconfig", "agc.pc"), os.path.join(incdir, "agc", "agc.h"),
    os.path.join(inst(dirs["mandir"]), "man1", "agc-recompile.1"),
    os.path.join(inst(dirs["bindir"]), "agc-recompile"),
    os.path.join(inst(dirs["completionsdir"]), "agc-recompile"),
}
got = set()
for d, _, files in os.walk(dest):
    got.update(os.path.join(d, f) for f in files)
check(got == want, "installed files are the library, header, agc.pc, man page, completion, "
      "command (missing %s, extra %s)" % (sorted(want - got), sorted(got - want)))
check(os.path.islink(os.path.join(libdir, "libagc.so")) and
      os.readlink(os.path.join(libdir, "libagc.so.0")) == "libagc.so.0.1.0",
      "libagc.so -> libagc.so.0 -> libagc.so.0.1.0")
r = run(["readelf", "-d", os.path.join(libdir, "libagc.so.0.1.0")])
check("Library soname: [libagc.so.0]" in r.stdout, "soname libagc.so.0")

# ---- the header ----
header = os.path.join(incdir, "agc", "agc.h")
text = open(header).read()
includes = re.findall(r'#\s*include\s*([<"][^>"]+[>"])', text)
check(set(includes) <= {"<stdbool.h>", "<stddef.h>", "<stdint.h>"},
      "the header includes only standard headers (%s)" % includes)
check(not re.search(r"agc_arena|agc_diag\b|struct agc_code\b|agc_options\b", text),
      "the header names no internal type")
for lang, compiler in (("c", cc), ("c++", ["c++", "-std=c++17"])):
    r = run(compiler + ["-x", lang, "-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-pedantic",
                        "-I", incdir, "-"], input="#include <agc/agc.h>\n")
    check(r.returncode == 0, "the header compiles alone as %s (%s)" % (lang, r.stderr.strip()))
declared = set(re.findall(r"AGC_API\b[^;]*?\b(agc_\w+)\s*\(", text, re.S))
r = run(["nm", "-D", "--defined-only", os.path.join(libdir, "libagc.so.0.1.0")])
exported = {l.split()[-1] for l in r.stdout.splitlines() if l.split()}
check(len(declared) >= 4 and exported == declared,
      "the shared library exports exactly the header's functions (extra %s, missing %s)"
      % (sorted(exported - declared)[:10], sorted(declared - exported)))

# ---- pkg-config, a program built against the installed library ----
pcdir = os.path.join(tmp, "pkgconfig")
os.makedirs(pcdir)
pc = read(os.path.join(libdir, "pkgconfig", "agc.pc")).decode()
pc = re.sub(r"^prefix=.*$", "prefix=" + dest + dirs["prefix"], pc, flags=re.M)
open(os.path.join(pcdir, "agc.pc"), "w").write(pc)
env = dict(os.environ, PKG_CONFIG_PATH=pcdir)
env.pop("PKG_CONFIG_LIBDIR", None)


def pkgconfig(*args):
    r = run(["pkg-config"] + list(args) + ["agc"], env=env)
    check(r.returncode == 0, "pkg-config %s agc (%s)" % (" ".join(args), r.stderr.strip()))
    return r.stdout.split()


san = ["-fsanitize=" + sanitize] if sanitize != "none" else []
prog_src = os.path.join(root, "tests", "lib", "recompile.c")
prog = os.path.join(tmp, "recompile")
flags = ["-std=c17", "-Wall", "-Wextra", "-Werror"] + san
r = run(cc + flags + [prog_src, "-o", prog] + pkgconfig("--cflags", "--libs"))
check(r.returncode == 0, "cc recompile.c $(pkg-config --cflags --libs agc) (%s)" % r.stderr.strip())
runenv = dict(os.environ, LD_LIBRARY_PATH=libdir)
r = run(["ldd", prog], env=runenv)
check(os.path.join(libdir, "libagc.so.0") in r.stdout, "the program loads the installed libagc.so.0")


def lib_recompile(prog, out, opts, inp=sample):
    return run([prog, inp, out] + opts, env=runenv)


def cli_recompile(out, opts, inp=sample):
    return run([agc, inp] + opts + ["-o", out])


lib_spv, cli_spv = os.path.join(tmp, "lib.spv"), os.path.join(tmp, "cli.spv")
r = lib_recompile(prog, lib_spv, readme_opts)
check(r.returncode == 0 and os.path.exists(lib_spv), "the library recompiles vector_add (%s)"
      % (r.stdout + r.stderr).strip())
r = cli_recompile(cli_spv, readme_opts + ["--validate"])
check(r.returncode == 0, "the CLI recompiles vector_add (%s)" % r.stderr.strip())
if os.path.exists(lib_spv) and os.path.exists(cli_spv):
    for p in (lib_spv, cli_spv):
        ok, msg = spirv_val(p)
        check(ok, "spirv-val accepts %s (%s)" % (os.path.basename(p), msg))
    check(read(lib_spv) == read(cli_spv), "the library's module is the CLI's, byte for byte")
    check(read(lib_spv[:-4] + ".json") == read(cli_spv[:-4] + ".json"),
          "the library's reflection is the CLI's, byte for byte")
# more options, and ELF code objects whose kernel descriptors give the ABI
# (options left AGC_FROM_CODE) or are overridden
co = os.path.join(root, "samples", "vector_add.co")
for inp, opts in ((sample, readme_opts + ["--wave", "64", "--workgroup", "128,1,1"]),
                  (sample, readme_opts + ["--subgroup-size", "16"]),
                  (co, []), (co, ["--wave", "64", "--subgroup-size", "16"]),
                  (co, ["--user-sgprs", "8", "--wgid-sgprs", "8,9"]),
                  (co, ["--wave", "64", "--shared-vgprs", "16"]),
                  (sample, readme_opts + ["--address-map", "paged", "--denormals", "flush",
                                          "--spirv", "1.6"]),
                  (sample, readme_opts + ["-O", "--denormals", "preserve"]),
                  (sample, readme_opts + ["--lds", "256", "--scratch", "64", "--address32-hi", "0x8000"]),
                  (os.path.join(root, "samples", "loop_sum.bin"), ["--user-sgprs", "4", "-O"]),
                  (os.path.join(root, "samples", "scale_call.co"), [])):
    a, b = os.path.join(tmp, "lib2.spv"), os.path.join(tmp, "cli2.spv")
    ra = lib_recompile(prog, a, opts, inp=inp)
    rb = cli_recompile(b, opts + ["--validate"], inp=inp)
    check(ra.returncode == 0 and rb.returncode == 0 and read(a) == read(b)
          and read(a[:-4] + ".json") == read(b[:-4] + ".json"),
          "%s %s: the library's module and reflection are the CLI's (%s)"
          % (os.path.basename(inp), " ".join(opts), (ra.stderr + rb.stderr).strip()))

# ---- run it on lavapipe ----
icd = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
if os.path.exists(vkrun) and os.path.exists(icd) and os.path.exists(lib_spv):
    n = 64
    a = [float(i) for i in range(n)]
    b = [0.5 * i - 7.0 for i in range(n)]
    open(os.path.join(tmp, "a.bin"), "wb").write(struct.pack("<%df" % n, *a))
    open(os.path.join(tmp, "b.bin"), "wb").write(struct.pack("<%df" % n, *b))
    v = run([vkrun, "-g", "2", "-s", "8",
             "-b", "name=a,file=%s/a.bin,addr=0" % tmp, "-b", "name=b,file=%s/b.bin,addr=2" % tmp,
             "-b", "name=c,size=%d,addr=4,dump=%s/c.bin" % (4 * n, tmp), lib_spv],
            env=dict(os.environ, VK_ICD_FILENAMES=icd))
    if v.returncode == 77:
        print("skip: lavapipe run: " + v.stderr.strip())
    else:
        check(v.returncode == 0, "the library's module runs on lavapipe (%s)" % v.stderr.strip())
        if v.returncode == 0:
            c = struct.unpack("<%df" % n, read(os.path.join(tmp, "c.bin"))[:4 * n])
            check(list(c) == [a[i] + b[i] for i in range(n)],
                  "on lavapipe c = a + b (got %s...)" % (list(c[:4]),))
else:
    print("skip: lavapipe run: no agc-vkrun or no lavapipe")

# ---- the static library ----
if san:
    print("skip: static link (sanitizers need their shared runtimes)")
else:
    sprog = os.path.join(tmp, "recompile-static")
    r = run(cc + flags + ["-static", prog_src, "-o", sprog] + pkgconfig("--static", "--cflags", "--libs"))
    check(r.returncode == 0, "cc -static recompile.c $(pkg-config --static --cflags --libs agc) (%s)"
          % r.stderr.strip()[-600:])
    if r.returncode == 0:
        d = run(["readelf", "-d", sprog])
        check("NEEDED" not in d.stdout, "the static program needs no shared library")
        s_spv = os.path.join(tmp, "static.spv")
        r = lib_recompile(sprog, s_spv, readme_opts)
        check(r.returncode == 0 and read(s_spv) == read(cli_spv),
              "the static program's module is the CLI's (%s)" % r.stderr.strip())

# ---- failures ----
bad = os.path.join(tmp, "bad.bin")
open(bad, "wb").write(struct.pack("<2I", 0xBF800000, 0xFFFFFFFF))  # s_nop 0, then no instruction
out = os.path.join(tmp, "bad.spv")
r = lib_recompile(prog, out, readme_opts, inp=bad)
cr = cli_recompile(os.path.join(tmp, "badcli.spv"), readme_opts, inp=bad)
cli_msg = cr.stderr.strip().split(": ", 2)[-1]
check(r.returncode == 1 and cr.returncode == 1, "a bad input is status 1, as the CLI's exit status")
check(len(r.stderr.strip().splitlines()) == 1 and r.stderr.strip().endswith(": " + cli_msg)
      and " offset 4:" in r.stderr and "0x4" in cli_msg,
      "its message is the CLI's one line, at byte offset 4 (%s | %s)" % (r.stderr.strip(), cli_msg))
check(not os.path.exists(out) and not os.path.exists(out[:-4] + ".json"), "a bad input writes nothing")
# a limit: the same line as the CLI's
r = lib_recompile(prog, out, ["--max-insts", "3"])
cr = cli_recompile(os.path.join(tmp, "limcli.spv"), ["--max-insts", "3"])
cli_msg = cr.stderr.strip().split(": ", 2)[-1]
check(r.returncode == 1 and cr.returncode == 1 and "error 3 " in r.stderr
      and r.stderr.strip().endswith(": " + cli_msg) and not os.path.exists(out),
      "--max-insts 3: status 1, a limit, the CLI's message (%s | %s)" % (r.stderr.strip(), cli_msg))
# a capture manifest names its code file: the CLI reads it, the library
# (which has no files) refuses it rather than decoding JSON as code
cap = os.path.join(tmp, "va.capture.json")
r = run([agc, sample, "--dump-capture", cap] + readme_opts)
r = lib_recompile(prog, out, [], inp=cap)
check(r.returncode == 1 and "error 2 " in r.stderr and "capture manifest" in r.stderr
      and not os.path.exists(out), "a capture manifest is refused as not supported (%s)" % r.stderr.strip())
for opts, field in ((["--wave", "48"], "wave_size"), (["--subgroup-size", "12"], "subgroup_size"),
                    (["--user-sgprs", "107"], "user_sgprs"), (["--wgid-sgprs", "106"], "wgid_sgprs"),
                    (["--wgid-sgprs", "-1,7"], "wgid_sgprs"),
                    (["--workgroup", "64,32,1"], "workgroup"), (["--struct-size", "8"], "struct_size"),
                    (["--struct-size", "100000"], "struct_size")):
    r = lib_recompile(prog, out, opts)
    check(r.returncode == 2 and field in r.stderr and not os.path.exists(out),
          "%s: status 2 naming %s (%s)" % (" ".join(opts), field, r.stderr.strip()))

# graphics stages: registers as options
ps_regs = ["SPI_SHADER_PGM_RSRC1_PS=0", "SPI_SHADER_PGM_RSRC2_PS=0", "SPI_PS_INPUT_ENA=0x2",
           "SPI_PS_INPUT_ADDR=0x2", "SPI_PS_IN_CONTROL=0x8000", "SPI_SHADER_COL_FORMAT=0x9",
           "SPI_SHADER_Z_FORMAT=0", "CB_SHADER_MASK=0xf", "DB_SHADER_CONTROL=0"]
ps_opts = ["--stage", "ps"] + [x for r in ps_regs for x in ("--reg", r)]
r = lib_recompile(prog, out, ps_opts)
cli_out = os.path.join(tmp, "pscli.spv")
cr = cli_recompile(cli_out, ps_opts)
same = (os.path.exists(out) and os.path.exists(cli_out)
        and open(out, "rb").read() == open(cli_out, "rb").read())
check(r.returncode == 0 and cr.returncode == 0 and same,
      "a pixel shader with its registers: status 0, the CLI's module byte for byte (%s | %s)"
      % (r.stderr.strip(), cr.stderr.strip()))
for f in (out, os.path.splitext(out)[0] + ".json"):
    if os.path.exists(f):
        os.unlink(f)
r = lib_recompile(prog, out, ps_opts[:-2])
check(r.returncode == 2 and "DB_SHADER_CONTROL" in r.stderr and not os.path.exists(out),
      "a register missing: status 2 naming it (%s)" % r.stderr.strip())
# the first version's struct_size: the options up to max_memory (C's
# offsetof, measured by the compiler the test builds with)
probe = os.path.join(tmp, "probe.c")
with open(probe, "w") as f:
    f.write('#include <stdio.h>\n#include <stddef.h>\n#include <agc/agc.h>\nint main(void){'
            'printf("%zu", offsetof(struct agc_recompile_options, max_memory) + sizeof(size_t));'
            'return 0;}\n')
pr = run(cc + [probe, "-I" + inst(dirs["includedir"]), "-o", probe[:-2]])
v1 = run([probe[:-2]]).stdout.strip() if pr.returncode == 0 else ""
r = lib_recompile(prog, out, readme_opts + ["--struct-size", v1]) if v1 else None
check(r is not None and r.returncode == 0 and os.path.exists(out),
      "struct_size %s (the first version's options) still recompiles (%s)"
      % (v1, r.stderr.strip() if r else pr.stderr.strip()))

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
