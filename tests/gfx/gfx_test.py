#!/usr/bin/env python3
"""Graphics stages end to end: gfx_test.py AGC LLVM_MC LLVM_OBJCOPY SPIRV_VAL AGC_VKRUN CASE.s

CASE.s is gfx1030 assembly of a vs, ngg or ps program with directives in
its comments (defaults below fill the registers a stage needs):

  ; @stage ps                   the stage (--stage)
  ; @reg NAME=VALUE             a register (--reg), over the defaults
  ; @arg OPTION                 more command-line words
  ; @json KEY=VALUE             the reflection's KEY is this JSON value
  ; @feature NAME               the reflection's features list NAME
  ; @error TEXT                 refused: exit 1, one line naming TEXT, no output
  ; @usage                      with @error: the refusal is of the register
                                state, so its exit status is 2 where the state
                                comes from the command line (--stage, --reg)
                                and 1 where it comes from a capture manifest
  ; @drop NAME                  the register NAME is not given (a default left out)
  ; @push V V ...               a draw with these push-constant dwords (each
                                @push a draw; @target lines before any: one
                                draw with none)
  ; @target FORMAT C C C C      after the draw every pixel of the target at
                                location 0 (1, 2, ... for more @target lines)
                                is this texel; "clear" is the clear colour
                                (the pixel was discarded), "*" any component
  ; @draw KEY=N ...             the last draw's vertex_count, instance_count,
                                first_vertex, first_instance; columns=N: only
                                pixels with x < N hold the @target, the others
                                the clear colour; odd_columns_clear=1: pixels
                                with odd x hold the clear colour
  ; @viewports X,Y,W,H ...       the last draw's viewports (ViewportIndex i
                                draws into the i-th)
  ; @buffer NAME F F ...        a buffer of these floats; @push may hold
                                vsharp:NAME:STRIDE:RECORDS, its V# (4 dwords)
  ; @with FILE.s                the other stage of the draw, instead of
                                vs_fullscreen.s or ps_white.s
  ; @depth VALUE                a D32_SFLOAT target (compare always, written)
                                holds VALUE everywhere after the draw (after
                                the last @push or @draw: that draw's value;
                                multisampled: sample 0's)
  ; @stencil VALUE              the depth target is D32_SFLOAT_S8_UINT, its
                                stencil cleared to 0, tested always and
                                replaced by the reference (FragStencilRefEXT
                                where the module writes it): every pixel's
                                stencil is VALUE after the draw

A refused case runs twice: with the registers on the command line, and
from a capture manifest the test writes (the same registers, "stage" and
the code file); both must give one line naming TEXT and write nothing.

Every module is validated by spirv-val (Vulkan 1.2).  A pixel program is
drawn over an 8x8 target with tests/gfx/vs_fullscreen.s (recompiled too)
as its vertex stage; a vertex program with a pixel program writing
(0.25, 0.5, 0.75, 1.0) from ps_white.s.  The expected texels are written
in the case from the ISA's definition of the program, never taken from
the tool.  Exit 77 (skip) when lavapipe or agc-vkrun is missing for a
case that draws.
"""
import glob
import json
import os
import shlex
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
CLEAR = [9.0, 9.0, 9.0, 9.0]

DEFAULTS = {
    "ps": {"SPI_SHADER_PGM_RSRC1_PS": 0, "SPI_SHADER_PGM_RSRC2_PS": 0,
           "SPI_PS_INPUT_ENA": 0x2, "SPI_PS_INPUT_ADDR": 0x2,
           "SPI_PS_IN_CONTROL": 0x8000,  # PS_W32_EN: wave32
           "SPI_SHADER_COL_FORMAT": 0x9, "SPI_SHADER_Z_FORMAT": 0,
           "CB_SHADER_MASK": 0xf, "DB_SHADER_CONTROL": 0x10},  # Z_ORDER early-then-late
    "vs": {"SPI_SHADER_PGM_RSRC1_VS": 0, "SPI_SHADER_PGM_RSRC2_VS": 0,
           "VGT_SHADER_STAGES_EN": 0, "SPI_VS_OUT_CONFIG": 0, "SPI_SHADER_POS_FORMAT": 0x4,
           "PA_CL_VS_OUT_CNTL": 0},
    "ngg": {"SPI_SHADER_PGM_RSRC1_GS": 0, "SPI_SHADER_PGM_RSRC2_GS": 0,
            "VGT_SHADER_STAGES_EN": 1 << 13, "GE_NGG_SUBGRP_CNTL": 0,
            "SPI_VS_OUT_CONFIG": 0, "SPI_SHADER_POS_FORMAT": 0x4, "PA_CL_VS_OUT_CNTL": 0},
}
FORMATS = {"R32G32B32A32_SFLOAT": "4f", "R32G32_SFLOAT": "2f", "R32_SFLOAT": "f",
           "R32G32B32A32_UINT": "4I", "R32G32B32A32_SINT": "4i", "R32G32_SINT": "2i",
           "R32_UINT": "I", "D32_SFLOAT": "f"}


class Failure(Exception):
    pass


def expect(cond, msg):
    if not cond:
        raise Failure(msg)


def push_value(word):
    """A push-constant dword, or vsharp:BUFFER:STRIDE:RECORDS (a V# of four)."""
    if word.startswith("vsharp:"):
        _, name, stride, records = word.split(":")
        return {"vsharp": name, "stride": int(stride), "records": int(records)}
    return int(word, 0)


def parse(path):
    case = {"stage": None, "regs": {}, "args": [], "json": [], "features": [], "error": None,
            "draws": [], "depth": None, "stencil": None, "with": None, "buffers": {},
            "usage": False, "drop": []}
    for line in open(path):
        line = line.strip()
        if not line.startswith("; @"):
            continue
        key, _, val = line[3:].partition(" ")
        val = val.strip()
        if key == "stage":
            case["stage"] = val
        elif key == "reg":
            name, _, v = val.partition("=")
            case["regs"][name] = int(v, 0)
        elif key == "arg":
            case["args"] += shlex.split(val)
        elif key == "json":
            k, _, v = val.partition("=")
            case["json"].append((k, json.loads(v)))
        elif key == "feature":
            case["features"].append(val)
        elif key == "error":
            case["error"] = val
        elif key == "usage":
            case["usage"] = True
        elif key == "drop":
            case["drop"].append(val)
        elif key == "push":
            case["draws"].append({"push": [push_value(x) for x in val.split()], "targets": [],
                                  "params": {}, "columns": None})
        elif key == "draw":
            if not case["draws"]:
                case["draws"].append({"push": [], "targets": [], "params": {}, "columns": None})
            for kv in val.split():
                k, _, v = kv.partition("=")
                if k == "columns":
                    case["draws"][-1]["columns"] = int(v)
                elif k == "odd_columns_clear":
                    case["draws"][-1]["odd"] = True
                else:
                    case["draws"][-1]["params"][k] = int(v)
        elif key == "viewports":
            if not case["draws"]:
                case["draws"].append({"push": [], "targets": [], "params": {}, "columns": None})
            case["draws"][-1]["params"]["viewport"] = [[float(x) for x in v.split(",")]
                                                       for v in val.split()]
        elif key == "buffer":
            name, *vals = val.split()
            case["buffers"][name] = struct.pack("<%df" % len(vals), *[float(v) for v in vals])
        elif key == "target":
            f, *comps = val.split()
            if not case["draws"]:
                case["draws"].append({"push": [], "targets": [], "params": {}, "columns": None})
            case["draws"][-1]["targets"].append((f, comps))
        elif key == "with":
            case["with"] = val
        elif key == "depth":
            case["depth"] = float(val)
            if case["draws"]:
                case["draws"][-1]["depth"] = case["depth"]
        elif key == "stencil":
            case["stencil"] = int(val, 0)
        else:
            raise Failure("%s: unknown directive @%s" % (path, key))
    expect(case["stage"] in DEFAULTS, "%s: no @stage" % path)
    return case


class Runner:
    def __init__(self, tools, tmp):
        self.agc, self.mc, self.objcopy, self.val, self.vkrun = tools
        self.tmp = tmp

    def assemble(self, src, name):
        obj, raw = os.path.join(self.tmp, name + ".o"), os.path.join(self.tmp, name + ".bin")
        for cmd in ([self.mc, "-arch=amdgcn", "-mcpu=gfx1030", "-filetype=obj", src, "-o", obj],
                    [self.objcopy, "-O", "binary", "--only-section=.text", obj, raw]):
            r = subprocess.run(cmd, capture_output=True, text=True)
            expect(r.returncode == 0, "%s: %s" % (cmd[0], r.stderr.strip()))
        return raw

    def recompile(self, case, src, name, status=0, manifest=False):
        raw = self.assemble(src, name)
        regs = dict(DEFAULTS[case["stage"]], **case["regs"])
        for k in case.get("drop", []):
            regs.pop(k, None)
        out = os.path.join(self.tmp, name + ".spv")
        if manifest:
            # the same state in a capture manifest beside the code
            path = os.path.join(self.tmp, name + ".capture")
            with open(path, "w") as f:
                json.dump({"format": "agc-capture", "version": 1, "stage": case["stage"],
                           "code": os.path.basename(raw), "code_format": "raw",
                           "registers": {k: "0x%08x" % v for k, v in regs.items()}}, f)
            cmd = [self.agc] + case["args"] + [path]
        else:
            cmd = [self.agc, "--stage", case["stage"]] + case["args"]
            for k, v in regs.items():
                cmd += ["--reg", "%s=0x%x" % (k, v)]
            cmd.append(raw)
        r = subprocess.run(cmd + ["-o", out], capture_output=True, text=True)
        expect(r.returncode == status, "%s: exit %d, expected %d\n%s"
               % (" ".join(cmd), r.returncode, status, r.stderr))
        return out, r

    def validate(self, spv):
        r = subprocess.run([self.val, "--target-env", "vulkan1.2", spv], capture_output=True,
                           text=True)
        expect(r.returncode == 0, "spirv-val %s: %s" % (spv, r.stdout + r.stderr))


def find_icd():
    """lavapipe's ICD file: $AGC_VKRUN_ICD, or the first lvp_icd*.json installed."""
    if os.environ.get("AGC_VKRUN_ICD"):
        return os.environ["AGC_VKRUN_ICD"]
    for d in ["/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d", "/etc/vulkan/icd.d"]:
        found = sorted(glob.glob(os.path.join(d, "lvp_icd*.json")))
        if found:
            return found[0]
    return None


def check_reflection(case, refl):
    for k, want in case["json"]:
        expect(refl.get(k) == want, "reflection %s: %r, expected %r" % (k, refl.get(k), want))
    for f in case["features"]:
        expect(f in refl.get("features", []), "reflection features %r lack %s"
               % (refl.get("features"), f))


def texel_ok(got, want, fmt):
    if want == ["clear"]:
        want = [str(c) for c in CLEAR][:len(got)]
    expect(len(want) == len(got), "@target %s: %d components given" % (fmt, len(want)))
    for g, w in zip(got, want):
        if w == "*":
            continue
        v = float.fromhex(w) if "x" in w and "." in w else (int(w, 0) if fmt.endswith("INT")
                                                            else float(w))
        if fmt.endswith("INT"):
            if g != v:
                return False
        elif abs(g - v) > 1e-6 * max(1.0, abs(v)):
            return False
    return True


def draw(r, case, vs, ps, d, k):
    size, push = 8, d["push"]
    targets = []
    for i, (fmt, _) in enumerate(d["targets"]):
        clear = CLEAR if not fmt.endswith("INT") else [9, 9, 9, 9]
        targets.append({"location": i, "format": fmt, "clear": clear,
                        "dump": os.path.join(r.tmp, "rt%d_%d.bin" % (i, k))})
    job = {"draw": {"vs": {"module": vs, "reflection": vs[:-4] + ".json"},
                    "ps": {"module": ps, "reflection": ps[:-4] + ".json"},
                    "size": [size, size], "vertex_count": 3, "targets": targets}}
    if case["depth"] is not None or case["stencil"] is not None:
        job["draw"]["depth"] = {"format": "D32_SFLOAT", "compare": "always", "write": True,
                                "dump": os.path.join(r.tmp, "depth_%d.bin" % k)}
    if case["stencil"] is not None:
        job["draw"]["depth"]["format"] = "D32_SFLOAT_S8_UINT"
        job["draw"]["depth"]["stencil_dump"] = os.path.join(r.tmp, "stencil_%d.bin" % k)
    if push:
        job["push"] = push
    job["draw"].update(d["params"])
    if case["buffers"]:
        job["buffers"] = []
        for name, data in case["buffers"].items():
            bf = os.path.join(r.tmp, name + ".bin")
            with open(bf, "wb") as f:
                f.write(data)
            job["buffers"].append({"name": name, "file": bf})
    jf = os.path.join(r.tmp, "job%d.json" % k)
    with open(jf, "w") as f:
        json.dump(job, f)
    p = subprocess.run([r.vkrun, "--job", jf], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, VK_ICD_FILENAMES=r.icd))
    if p.returncode == SKIP:
        raise SystemExit(SKIP)
    expect(p.returncode == 0, "agc-vkrun %s: exit %d\n%s" % (jf, p.returncode, p.stderr))
    for i, (fmt, want) in enumerate(d["targets"]):
        code = FORMATS[fmt]
        data = open(targets[i]["dump"], "rb").read()
        n = struct.calcsize("<" + code)
        expect(len(data) == n * size * size, "target %d: %d bytes" % (i, len(data)))
        for p_ in range(size * size):
            got = struct.unpack_from("<" + code, data, p_ * n)
            if (d["columns"] is not None and p_ % size >= d["columns"]) or \
               (d.get("odd") and p_ % 2):
                want_here = ["clear"]
            else:
                want_here = want
            expect(texel_ok(list(got), want_here, fmt), "draw %d (push %r), target %d (%s): pixel "
                   "(%d, %d) is %r, expected %s" % (k, push, i, fmt, p_ % size, p_ // size,
                                                   got, " ".join(want_here)))
    if case["depth"] is not None:
        data = open(job["draw"]["depth"]["dump"], "rb").read()
        vals = struct.unpack("<%df" % (len(data) // 4), data)
        zwant = d.get("depth", case["depth"])
        expect(len(vals) == size * size and all(abs(v - zwant) < 1e-7 for v in vals),
               "draw %d: depth %r, expected %r" % (k, sorted(set(vals))[:4], zwant))
    if case["stencil"] is not None:
        data = open(job["draw"]["depth"]["stencil_dump"], "rb").read()
        expect(len(data) == size * size and set(data) == {case["stencil"]},
               "draw %d: stencil %r (%d bytes), expected 0x%x" % (k, sorted(set(data))[:4],
                                                                  len(data), case["stencil"]))


def main():
    if len(sys.argv) != 7:
        print(__doc__)
        return 2
    tools, src = sys.argv[1:6], os.path.join(HERE, sys.argv[6])
    case = parse(src)
    with tempfile.TemporaryDirectory() as tmp:
        r = Runner(tools, tmp)
        try:
            if case["error"]:
                for manifest in (False, True):
                    status = 2 if case["usage"] and not manifest else 1
                    out, p = r.recompile(case, src, "case", status=status, manifest=manifest)
                    lines = [x for x in p.stderr.strip().splitlines()
                             if status != 2 or not x.startswith("Try '")]
                    expect(len(lines) == 1 and case["error"] in lines[0],
                           "stderr %r does not name %r in one line" % (p.stderr, case["error"]))
                    expect(all(f.endswith((".o", ".bin", ".capture")) for f in os.listdir(tmp)),
                           "something was written: %r" % os.listdir(tmp))
                    print("ok %s (%s, exit %d): %s" % (sys.argv[6], "manifest" if manifest
                                                       else "command line", status, lines[0]))
                return 0
            spv, _ = r.recompile(case, src, "case")
            r.validate(spv)
            with open(spv[:-4] + ".json") as f:
                check_reflection(case, json.load(f))
            if not case["draws"]:
                print("ok %s" % sys.argv[6])
                return 0
            r.icd = find_icd()
            if not os.path.exists(r.vkrun) or not r.icd:
                print("agc-vkrun or lavapipe missing: skipped")
                return SKIP
            other = case["with"] or ("vs_fullscreen.s" if case["stage"] == "ps" else "ps_white.s")
            oc = parse(os.path.join(HERE, other))
            ospv, _ = r.recompile(oc, os.path.join(HERE, other), "other")
            r.validate(ospv)
            vs, ps = (ospv, spv) if case["stage"] == "ps" else (spv, ospv)
            for k, d in enumerate(case["draws"]):
                draw(r, case, vs, ps, d, k)
        except Failure as e:
            print("FAIL %s: %s" % (sys.argv[6], e))
            return 1
    print("ok %s" % sys.argv[6])
    return 0


if __name__ == "__main__":
    sys.exit(main())
