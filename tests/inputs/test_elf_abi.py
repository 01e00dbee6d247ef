#!/usr/bin/env python3
"""test_elf_abi.py -- what the ELF reader finds in clang-19 code objects
equals what LLVM itself says:

- kernel descriptor fields: the `.amdhsa_*` directives clang writes for the
  same source with -S;
- the function's size and where its bytes lie in the file: llvm-readelf-19's
  section and symbol tables;
- the function's first and last code words: llvm-objdump-19 -d;
- the kernel's entry in the code object metadata (NT_AMDGPU_METADATA):
  llvm-readelf-19 --notes, which prints it as YAML (read here with PyYAML).

Kernels are compiled both as relocatable objects (-c) and linked code
objects, in wave32 and wave64 and code object versions 5 and 4, with features that switch on different
kernel descriptor bits (LDS, scratch, workgroup and work-item ids y/z,
dispatch and queue pointers).

usage: test_elf_abi.py DUMP_INPUT   (exit 77: LLVM 19 tools absent)
"""

import os
import re

import yaml
import shutil
import subprocess
import sys
import tempfile

DUMP = sys.argv[1]
CLANG, READELF, OBJDUMP = "clang-19", "llvm-readelf-19", "llvm-objdump-19"
TARGET = ["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib", "-O2"]

SOURCE = r"""
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void plain(__global uint *out, uint v)
{
	out[__builtin_amdgcn_workitem_id_x()] = v;
}

__kernel void ids(__global uint *out)
{
	uint x = __builtin_amdgcn_workitem_id_x(), y = __builtin_amdgcn_workitem_id_y(),
	     z = __builtin_amdgcn_workitem_id_z();
	uint g = __builtin_amdgcn_workgroup_id_x() + 7 * __builtin_amdgcn_workgroup_id_y() +
		 13 * __builtin_amdgcn_workgroup_id_z();
	__constant ushort *d = (__constant ushort *)__builtin_amdgcn_dispatch_ptr();
	out[x + 64 * y + 4096 * z] = g + d[2];
}

__kernel void lds_queue(__global uint *out, __global const uint *in)
{
	__local uint tile[96];
	uint l = __builtin_amdgcn_workitem_id_x();
	tile[l] = in[l];
	__builtin_amdgcn_s_barrier();
	__constant uint *q = (__constant uint *)__builtin_amdgcn_queue_ptr();
	out[l] = tile[(l * 7) % 96] + q[1];
}

__kernel void scratch(__global uint *out, __global const uint *in, uint n)
{
	uint buf[64];
	uint l = __builtin_amdgcn_workitem_id_x();
	#pragma nounroll
	for (uint i = 0; i < 64; i++)
		buf[i] = in[i * l + n];
	out[l] = buf[in[l] % 64] + buf[n % 64];
}
"""
KERNELS = ["plain", "ids", "lds_queue", "scratch"]

# .amdhsa_ directive -> dump_input key; "not" inverts a flag.
DIRECTIVES = {
    "group_segment_fixed_size": "lds_bytes",
    "private_segment_fixed_size": "scratch_bytes",
    "kernarg_size": "kernarg_bytes",
    "user_sgpr_count": "user_sgprs",
    "user_sgpr_private_segment_buffer": "private_segment_buffer",
    "user_sgpr_dispatch_ptr": "dispatch_ptr",
    "user_sgpr_queue_ptr": "queue_ptr",
    "user_sgpr_kernarg_segment_ptr": "kernarg_segment_ptr",
    "user_sgpr_dispatch_id": "dispatch_id",
    "user_sgpr_flat_scratch_init": "flat_scratch_init",
    "user_sgpr_private_segment_size": "private_segment_size",
    "wavefront_size32": "not wave64",
    "uses_dynamic_stack": "dynamic_stack",
    "system_sgpr_private_segment_wavefront_offset": "scratch_wave_offset",
    "system_sgpr_workgroup_id_x": "wgid_x",
    "system_sgpr_workgroup_id_y": "wgid_y",
    "system_sgpr_workgroup_id_z": "wgid_z",
    "system_sgpr_workgroup_info": "workgroup_info",
    "system_vgpr_workitem_id": "workitem_ids - 1",
}

# Directives that code object version 4 does not write (the bit is 0).
V5_ONLY = {"uses_dynamic_stack"}

failures = []


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True,
                          timeout=60).stdout


def directives(asm):
    """kernel name -> {directive: int} from clang's .amdhsa_kernel blocks."""
    out, cur = {}, None
    for line in asm.splitlines():
        line = line.strip()
        m = re.match(r"\.amdhsa_kernel (\S+)", line)
        if m:
            cur = out.setdefault(m.group(1), {})
        elif line.startswith(".end_amdhsa_kernel"):
            cur = None
        elif cur is not None:
            m = re.match(r"\.amdhsa_(\w+) (\d+)$", line)
            if m:
                cur[m.group(1)] = int(m.group(2))
    return out


def readelf(path):
    """(sections by index, symbols by name) as llvm-readelf-19 prints them."""
    sections = {}
    for line in run([READELF, "-SW", path]).splitlines():
        m = re.match(r"\s*\[\s*(\d+)\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)",
                     line)
        if m:
            sections[int(m.group(1))] = dict(name=m.group(2), addr=int(m.group(3), 16),
                                            offset=int(m.group(4), 16),
                                            size=int(m.group(5), 16))
    symbols, table = {}, None
    for line in run([READELF, "-sW", path]).splitlines():
        m = re.match(r"Symbol table '(\S+)'", line)
        if m:
            table = m.group(1)
        m = re.match(r"\s*\d+:\s+([0-9a-f]+)\s+(\d+)\s+(\w+)\s+\w+\s+\w+\s+(\d+)\s+(\S+)$", line)
        if m and table == ".symtab":
            symbols[m.group(5)] = dict(value=int(m.group(1), 16), size=int(m.group(2)),
                                       type=m.group(3), shndx=int(m.group(4)))
    return sections, symbols


def objdump_words(path):
    """name -> [(address, word)] for every function, from llvm-objdump-19 -d
    (which runs on to the next symbol: callers cut padding by address)."""
    out, cur = {}, None
    for line in run([OBJDUMP, "-d", "--mcpu=gfx1030", path]).splitlines():
        m = re.match(r"[0-9a-f]+ <(\S+)>:", line)
        if m:
            cur = out.setdefault(m.group(1), [])
            continue
        m = re.search(r"// ([0-9A-F]+): ((?:[0-9A-F]{8} ?)+)", line)
        if m and cur is not None:
            addr = int(m.group(1), 16)
            cur += [(addr + 4 * i, w) for i, w in enumerate(m.group(2).split())]
    return out


# Metadata fields dump_input prints as meta.NAME VALUE.
META_FIELDS = ["max_flat_workgroup_size", "wavefront_size", "sgpr_count", "vgpr_count",
               "group_segment_fixed_size", "private_segment_fixed_size",
               "kernarg_segment_size", "kernarg_segment_align"]


def notes_metadata(path):
    """kernel name -> its amdhsa.kernels entry, as llvm-readelf-19 --notes
    prints the metadata (YAML between '---' and '...')."""
    text = run([READELF, "--notes", path])
    start = text.index("---")
    end = text.index("\n...", start)
    doc = yaml.safe_load(text[start:end])
    return {k[".name"]: k for k in doc["amdhsa.kernels"]}


def meta_lines(entry):
    """The meta.* lines dump_input must print for an entry."""
    want = {"meta.name": entry[".name"], "meta.symbol": entry[".symbol"]}
    for f in META_FIELDS:
        if "." + f in entry:
            want["meta." + f] = str(entry["." + f])
    if ".reqd_workgroup_size" in entry:
        want["meta.reqd_workgroup_size"] = " ".join(map(str, entry[".reqd_workgroup_size"]))
    args = [f"{a['.offset']} {a['.size']} {a['.value_kind']}" for a in entry.get(".args", [])]
    return want, args


def check_metadata(label, fields, args, entry):
    want, want_args = meta_lines(entry)
    got = {k: v for k, v in fields.items() if k.startswith("meta.")}
    ok = expect(f"{label} metadata", sorted(got.items()), sorted(want.items()))
    ok &= expect(f"{label} metadata .args", args, want_args)
    return ok


def dump(path, name):
    p = subprocess.run([DUMP, "--symbol", name, path], capture_output=True, text=True,
                       timeout=20)
    if p.returncode != 0:
        raise RuntimeError(f"dump_input {name} {path}: {p.stderr.strip()}")
    fields, funcs, args = {}, [], []
    for line in p.stdout.splitlines():
        key, _, value = line.partition(" ")
        if key == "func":
            funcs.append(value.split())
        elif key == "meta.arg":
            args.append(value)
        else:
            fields[key] = value
    return fields, funcs, args


def expect(what, got, want):
    if str(got) != str(want):
        failures.append(what)
        print(f"FAIL {what}: reader says {got}, LLVM says {want}")
        return False
    return True


def check_object(path, tag, linked, wave64, kds):
    sections, symbols = readelf(path)
    code = objdump_words(path)
    meta = notes_metadata(path)
    for name in KERNELS:
        label = f"{os.path.basename(path)} {name}"
        fields, funcs, args = dump(path, name)
        ok = expect(f"{label} metadata read", fields.get("meta_known"), 1)
        ok &= check_metadata(label, fields, args, meta[name])
        for directive, key in DIRECTIVES.items():
            if directive not in kds[name] and directive in V5_ONLY and tag == "v4":
                kds[name][directive] = 0
            if directive not in kds[name]:
                failures.append(f"{label} {directive}")
                print(f"FAIL {label}: clang wrote no .amdhsa_{directive}")
                ok = False
                continue
            want = kds[name][directive]
            if key.startswith("not "):
                got = 1 - int(fields[key[4:]])
            elif key.endswith(" - 1"):
                got = int(fields[key[:-4]]) - 1
            else:
                got = int(fields[key])
            ok &= expect(f"{label} .amdhsa_{directive}", got, want)
        ok &= expect(f"{label} wave64", fields["wave64"], int(wave64))
        sym = symbols[name]
        sec = sections[sym["shndx"]]
        base = sec["addr"] if linked else 0
        ok &= expect(f"{label} size", fields["nbytes"], sym["size"])
        ok &= expect(f"{label} file offset", fields["file_offset"],
                     sec["offset"] + sym["value"] - base)
        ok &= expect(f"{label} section size", fields["nsection"], sec["size"])
        ok &= expect(f"{label} entry", fields["entry"], 0)
        words = [w for a, w in code[name] if a - code[name][0][0] < sym["size"]]
        ok &= expect(f"{label} first word", fields["first_word"].upper(), words[0])
        ok &= expect(f"{label} last word", fields["last_word"].upper(), words[-1])
        ok &= expect(f"{label} words", int(fields["nbytes"]) // 4, len(words))
        want_funcs = sorted(
            (n, s["value"] - base, s["size"], "kernel" if n + ".kd" in symbols else "function")
            for n, s in symbols.items()
            if s["type"] == "FUNC" and s["shndx"] == sym["shndx"])
        got_funcs = sorted((f[0], int(f[1]), int(f[2]), f[3]) for f in funcs)
        ok &= expect(f"{label} functions", got_funcs, want_funcs)
        if ok:
            print(f"ok   {label}: {sum(1 for _ in DIRECTIVES)} descriptor fields, "
                  f"size {fields['nbytes']}, file offset {fields['file_offset']}, "
                  f"{len(args)} metadata arguments")


def main():
    for tool in (CLANG, READELF, OBJDUMP):
        if not shutil.which(tool):
            print(f"SKIP: {tool} not found")
            return 77
    with tempfile.TemporaryDirectory() as tmp:
        seen = set()
        src = os.path.join(tmp, "k.cl")
        with open(src, "w") as f:
            f.write(SOURCE)
        # Code object version 4 passes the queue pointer in user SGPRs.
        for tag, extra in (("w32", []), ("w64", ["-mwavefrontsize64"]),
                           ("v4", ["-mcode-object-version=4"])):
            wave64 = tag == "w64"
            flags = TARGET + extra
            kds = directives(run([CLANG] + flags + ["-S", src, "-o", "-"]))
            if sorted(kds) != sorted(KERNELS):
                print(f"FAIL: clang -S kernels {sorted(kds)}")
                return 1
            rel = os.path.join(tmp, f"k-{tag}.o")
            co = os.path.join(tmp, f"k-{tag}.co")
            run([CLANG] + flags + ["-c", src, "-o", rel])
            run([CLANG] + flags + [src, "-o", co])
            check_object(rel, tag, False, wave64, kds)
            check_object(co, tag, True, wave64, kds)
            seen.update(d for k in KERNELS for d, v in kds[k].items() if v)
        # The features above must really switch the bits on, or the test
        # would compare zeros with zeros.
        for directive in ("group_segment_fixed_size", "private_segment_fixed_size",
                          "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr",
                          "system_sgpr_workgroup_id_y",
                          "system_sgpr_private_segment_wavefront_offset",
                          "system_sgpr_workgroup_id_z", "system_vgpr_workitem_id"):
            if directive not in seen:
                failures.append(f"coverage {directive}")
                print(f"FAIL: no test kernel sets .amdhsa_{directive}")
    if failures:
        print(f"{len(failures)} failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
