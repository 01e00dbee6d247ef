#!/usr/bin/env python3
"""The geometry module a pixel shader needs, through the command line, and
the pixel inputs' refusals: cli_geometry_test.py AGC_RECOMPILE

- x.spv gets x.geom.spv beside it when the formula needs the vertices'
  values (a pair over untouched barycentrics does not: no file then), and
  the reflection names it;
- an output that is an input: the geometry module's name is the input's,
  or it is a link to the input: refused before anything is written, the
  input unchanged, exit 2;
- the reflection cannot be written (a folder in its place): the module and
  geometry module this run created are removed again, exit 2;
- a module that is a FIFO has no folder beside it: a pixel shader that
  needs a geometry module is refused, nothing written, exit 2;
- refusals (one line naming register and field or pc and instruction):
  PERSP_PULL_MODEL_ENA, POS_FLOAT_LOCATION = 1 (not supported: exit 1),
  an attribute past NUM_INTERP (register state from the command line at
  odds with the code: exit 2), v_interp_* in a compute shader (exit 1).

The oracle is the file system itself (what exists, its bytes) and the
exit status.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

REGS = {
    "SPI_SHADER_PGM_RSRC1_PS": 0, "SPI_SHADER_PGM_RSRC2_PS": 0,
    "SPI_PS_INPUT_ENA": 0x2, "SPI_PS_INPUT_ADDR": 0x2, "SPI_PS_IN_CONTROL": 0x8001,
    "SPI_PS_INPUT_CNTL_0": 3, "SPI_SHADER_COL_FORMAT": 9, "SPI_SHADER_Z_FORMAT": 0,
    "CB_SHADER_MASK": 0xF, "DB_SHADER_CONTROL": 0, "SPI_BARYC_CNTL": 0,
}

FORMULA = """
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v3, v2, attr0.x
v_interp_p2_f32_e32 v3, v1, attr0.x
exp mrt0 v3, v3, v3, v3 done vm
s_endpgm
"""
PAIR = """
v_interp_p1_f32_e32 v3, v0, attr0.x
v_interp_p2_f32_e32 v3, v1, attr0.x
exp mrt0 v3, v3, v3, v3 done vm
s_endpgm
"""
# v0, v1 (PERSP_CENTER's I, J) overwritten before the export reads them:
# the barycentrics are not needed; read as they came, they are
OVERWRITTEN = """
v_mov_b32 v0, 0.25
v_mov_b32 v1, 0.5
exp mrt0 v0, v1, v0, v1 done vm
s_endpgm
"""
READ_IJ = """
exp mrt0 v0, v1, v0, v1 done vm
s_endpgm
"""
PAST = """
v_interp_mov_f32_e32 v3, p0, attr1.x
exp mrt0 v3, v3, v3, v3 done vm
s_endpgm
"""

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what)


def assemble(tmp, name, text):
    src, obj, out = (os.path.join(tmp, name + e) for e in (".s", ".o", ".bin"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj",
                    src, "-o", obj], check=True)
    subprocess.run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text", obj, out], check=True)
    os.unlink(src)
    os.unlink(obj)
    return out


def regargs(regs):
    a = []
    for k, v in regs.items():
        a += ["--reg", "%s=0x%x" % (k, v)]
    return a


def listing(d):
    out = {}
    for root, dirs, files in os.walk(d):
        for n in files + dirs:
            p = os.path.join(root, n)
            st = os.lstat(p)
            data = b""
            if os.path.isfile(p) and not os.path.islink(p):
                with open(p, "rb") as f:
                    data = f.read()
            out[os.path.relpath(p, d)] = (st.st_mode, hashlib.sha256(data).hexdigest())
    return out


def main():
    agc = os.path.abspath(sys.argv[1])
    for tool in ("llvm-mc-19", "llvm-objcopy-19"):
        if not shutil.which(tool):
            print("SKIP: %s missing" % tool)
            return 77
    with tempfile.TemporaryDirectory() as tmp:
        run = lambda args, regs=REGS, stage="ps": subprocess.run(
            [agc, "--stage", stage] + (regargs(regs) if stage == "ps" else []) + args,
            capture_output=True, text=True, cwd=tmp)
        formula = assemble(tmp, "formula", FORMULA)
        pair = assemble(tmp, "pair", PAIR)

        # beside the module, named by the reflection
        r = run([formula, "-o", "f.spv"])
        check(r.returncode == 0, "formula: exit %d: %s" % (r.returncode, r.stderr))
        check(os.path.isfile(os.path.join(tmp, "f.geom.spv")), "formula: no f.geom.spv")
        refl = {}
        if os.path.exists(os.path.join(tmp, "f.json")):
            with open(os.path.join(tmp, "f.json")) as f:
                refl = json.load(f)
        check(refl.get("geometry_stage") == "f.geom.spv", "f.json geometry_stage: %r" % refl.get("geometry_stage"))
        if os.path.exists(os.path.join(tmp, "f.geom.spv")):
            with open(os.path.join(tmp, "f.geom.spv"), "rb") as f:
                check(f.read(4) == b"\x03\x02\x23\x07", "f.geom.spv is no SPIR-V module")
        r = run([pair, "-o", "p.spv"])
        check(r.returncode == 0 and not os.path.exists(os.path.join(tmp, "p.geom.spv")),
              "pair: exit %d, p.geom.spv written: %s" % (r.returncode, os.path.exists(os.path.join(tmp, "p.geom.spv"))))

        # the barycentrics only where read before anything writes them
        r = run([assemble(tmp, "over", OVERWRITTEN), "-o", "o.spv"])
        check(r.returncode == 0 and not os.path.exists(os.path.join(tmp, "o.geom.spv")),
              "overwritten I, J: exit %d, o.geom.spv written: %s" % (
                  r.returncode, os.path.exists(os.path.join(tmp, "o.geom.spv"))))
        r = run([assemble(tmp, "readij", READ_IJ), "-o", "ij.spv"])
        check(r.returncode == 0 and os.path.exists(os.path.join(tmp, "ij.geom.spv")),
              "I, J read: exit %d, no ij.geom.spv" % r.returncode)

        # --barycentric ext: no geometry module, PerVertexKHR and BaryCoordKHR
        # in the module (lavapipe has not the extension: no draw here)
        r = run(["--barycentric", "ext", formula, "-o", "x.spv"])
        check(r.returncode == 0, "ext: exit %d: %s" % (r.returncode, r.stderr))
        check(not os.path.exists(os.path.join(tmp, "x.geom.spv")), "ext: a geometry module written")
        if os.path.exists(os.path.join(tmp, "x.json")):
            with open(os.path.join(tmp, "x.json")) as f:
                rx = json.load(f)
            check(rx.get("geometry_stage") is None and "fragmentShaderBarycentric" in rx.get("features", []),
                  "ext: reflection %r %r" % (rx.get("geometry_stage"), rx.get("features")))
        if shutil.which("spirv-val") and shutil.which("spirv-dis"):
            v = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", os.path.join(tmp, "x.spv")],
                               capture_output=True, text=True)
            check(v.returncode == 0, "ext: spirv-val: " + v.stdout + v.stderr)
            dis = subprocess.run(["spirv-dis", os.path.join(tmp, "x.spv")], capture_output=True, text=True).stdout
            check("PerVertexKHR" in dis and "BuiltIn BaryCoordKHR" in dis, "ext: no PerVertexKHR/BaryCoordKHR")
        r = run(["--barycentric", "geom", formula, "-o", "y.spv"])
        check(r.returncode == 2 and "--barycentric" in r.stderr, "--barycentric geom: exit %d" % r.returncode)

        # the geometry module's name is the input's: nothing written
        os.mkdir(os.path.join(tmp, "c"))
        victim = os.path.join(tmp, "c", "x.geom.spv")
        shutil.copy(formula, victim)
        before = listing(tmp)
        r = run([victim, "-o", os.path.join(tmp, "c", "x.spv")])
        check(r.returncode == 2, "input as geometry module: exit %d" % r.returncode)
        check("the geometry module" in r.stderr and "nothing written" in r.stderr,
              "input as geometry module: message %r" % r.stderr)
        check(listing(tmp) == before, "input as geometry module: the folder changed")

        # the geometry module's name a link to the input
        os.mkdir(os.path.join(tmp, "l"))
        os.symlink(formula, os.path.join(tmp, "l", "y.geom.spv"))
        before = listing(tmp)
        r = run([formula, "-o", os.path.join(tmp, "l", "y.spv")])
        check(r.returncode == 2, "link to the input as geometry module: exit %d" % r.returncode)
        check(listing(tmp) == before, "link to the input: the folder changed")

        # the reflection cannot be written: what this run created goes
        os.mkdir(os.path.join(tmp, "d"))
        os.mkdir(os.path.join(tmp, "d", "z.json"))
        r = run([formula, "-o", os.path.join(tmp, "d", "z.spv")])
        check(r.returncode == 2, "reflection a folder: exit %d" % r.returncode)
        check(sorted(os.listdir(os.path.join(tmp, "d"))) == ["z.json"],
              "reflection a folder: left %s" % os.listdir(os.path.join(tmp, "d")))

        # a FIFO module: no folder beside it for the geometry module
        fifo = os.path.join(tmp, "fifo.spv")
        os.mkfifo(fifo)
        reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE)
        r = run([formula, "-o", fifo])
        reader.kill()
        reader.wait()
        check(r.returncode == 2 and "needs a geometry module" in r.stderr,
              "FIFO module: exit %d %r" % (r.returncode, r.stderr))
        check(not os.path.exists(os.path.join(tmp, "fifo.geom.spv")), "FIFO module: a geometry module written")

        # refusals, nothing written
        for what, regs, code, text, status in [
            ("PERSP_PULL_MODEL", dict(REGS, SPI_PS_INPUT_ENA=0xA, SPI_PS_INPUT_ADDR=0xA), pair,
             "SPI_PS_INPUT_ENA.PERSP_PULL_MODEL_ENA = 1", 1),
            ("POS_FLOAT_LOCATION", dict(REGS, SPI_PS_INPUT_ENA=0x102, SPI_PS_INPUT_ADDR=0x102,
                                        SPI_BARYC_CNTL=1 << 16), pair,
             "SPI_BARYC_CNTL.POS_FLOAT_LOCATION = 1", 1),
            ("past NUM_INTERP", REGS, assemble(tmp, "past", PAST), "SPI_PS_IN_CONTROL.NUM_INTERP", 2),
        ]:
            out = os.path.join(tmp, "refused_%d.spv" % len(what))
            r = run([code, "-o", out], regs=regs)
            check(r.returncode == status and text in r.stderr and len(r.stderr.strip().splitlines()) == 1,
                  "%s: exit %d %r" % (what, r.returncode, r.stderr))
            check(not os.path.exists(out), "%s: a module written" % what)
        r = subprocess.run([agc, pair, "-o", os.path.join(tmp, "cs.spv")], capture_output=True, text=True)
        check(r.returncode == 1 and "v_interp_p1_f32" in r.stderr and "not supported yet" in r.stderr,
              "v_interp in compute: exit %d %r" % (r.returncode, r.stderr))
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
