#!/usr/bin/env python3
"""Checks agc-aco-capture on the GLSL corpus, and the committed captures.

For every tests/glsl/NAME.comp and wave size W in (32, 64):

1. glslangValidator compiles it; agc-aco-capture compiles that on RADV's null
   NAVI21 device and writes NAME.wW.bin / .json / .s (ACO's listing).
2. The listing is parsed here, independently of the tool: the .bin must be
   the encoding words of its lines, in order; with constant data (the
   listing's "/* constant data */" section), then s_code_end words up to
   the JSON's data_offset, then the data words, and every pc-relative
   address the code forms (s_getpc_b64 then s_add_u32 of a literal) must lie
   in the data.
3. llvm-mc-19 disassembles the .bin. It must find the same instruction
   boundaries as the listing, and print the same instruction text as ACO did
   (ACO's text comes from the LLVM that Mesa was built with; branch targets
   are compared as addresses, since ACO prints block labels).
4. The JSON's ABI facts must agree with the shader's source: wave size,
   workgroup size, one inlined push-constant SGPR per dword of the
   '@push' fields, gl_NumWorkGroups / workgroup-id SGPRs where the source
   reads them, consecutive SGPRs.
5. The committed capture tests/glsl/captured/NAME.wW.* must equal the fresh
   one when it was made by the same driver; otherwise it must at least pass
   checks 2-4 itself.

Without RADV (or glslang) only the committed captures are checked. Exit 77
when nothing at all can be checked.

  check_capture.py --capture PATH [--update] [--only NAME]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GLSL_DIR = os.path.join(HERE, '..', 'glsl')
CAPTURED_DIR = os.path.join(GLSL_DIR, 'captured')
RADV_ICD = '/usr/share/vulkan/icd.d/radeon_icd.x86_64.json'
WAVES = (32, 64)
BRANCHES = re.compile(r'^s_(cbranch_\w+|branch)$')


class Failure(Exception):
    pass


def tool(*names):
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    return None


def push_fields(source):
    """The '// @push OFFSET buffer|u32 NAME ...' lines: (offset, bytes)."""
    fields = []
    for m in re.finditer(r'^//\s*@push\s+(\d+)\s+(buffer|u32)\b', source, re.M):
        fields.append((int(m.group(1)), 8 if m.group(2) == 'buffer' else 4))
    return fields


def push_bytes(source):
    return max([o + n for o, n in push_fields(source)] or [0])


def local_size(source):
    size = [1, 1, 1]
    m = re.search(r'layout\s*\(([^)]*)\)\s*in\s*;', source)
    for i, axis in enumerate('xyz'):
        a = re.search(r'local_size_%s\s*=\s*(\d+)' % axis, m.group(1) if m else '')
        if a:
            size[i] = int(a.group(1))
    return size


def parse_listing(text, data=None):
    """ACO's listing -> (labels {name: pc}, [(pc, text, [words])]); the
    constant data's words are appended to data (a list)."""
    labels, insts, pc = {}, [], 0
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.strip() == '/* constant data */':
            for d in lines[i + 1:]:
                if not d.strip():
                    continue
                m = re.match(r'\[(\d+)\]((?:\s+[0-9a-f]{8})+)\s*$', d)
                if not m or data is None or int(m.group(1)) != 4 * len(data):
                    raise Failure('bad constant data line: %r' % d)
                data += [int(w, 16) for w in m.group(2).split()]
            break
        if not line.strip():
            continue
        if not line[0].isspace():
            if not line.endswith(':'):
                raise Failure('listing line is neither label nor instruction: %r' % line)
            labels[line[:-1]] = pc
            continue
        if ';' not in line:
            raise Failure('listing line without encoding: %r' % line)
        asm, enc = line.rsplit(';', 1)
        words = [int(w, 16) for w in enc.split()]
        if not words or any(len(w) != 8 for w in enc.split()):
            raise Failure('bad encoding in listing line: %r' % line)
        insts.append((pc, asm.strip(), words))
        pc += 4 * len(words)
    return labels, insts


def llvm_disassemble(llvm_mc, data, wave):
    """Disassembles the bytes with llvm-mc -> [(text, bytes)]."""
    attrs = ['-mattr=+wavefrontsize64'] if wave == 64 else []
    with tempfile.NamedTemporaryFile('w', suffix='.txt') as f:
        f.write(' '.join('0x%02x' % b for b in data))
        f.flush()
        r = subprocess.run([llvm_mc, '--disassemble', '-triple=amdgcn-amd-amdhsa',
                            '-mcpu=gfx1030', '-show-encoding'] + attrs + [f.name],
                           capture_output=True, text=True)
    if r.returncode != 0 or 'invalid instruction' in r.stderr:
        raise Failure('llvm-mc cannot disassemble the code: %s' % r.stderr.strip()[:400])
    out = []
    for line in r.stdout.splitlines():
        m = re.match(r'\s*(.*?)\s*; encoding: \[([0-9a-fx,]*)\]', line)
        if m:
            out.append((m.group(1), bytes(int(b, 16) for b in m.group(2).split(','))))
    return out


def normalize(text):
    return ' '.join(text.replace(',', ', ').split()).lower()


def pcrel_targets(insts):
    """The addresses 's_getpc_b64 sN' then 's_add_u32 sN, sN, LIT' form."""
    out = []
    for (pc, text, ws), (_, nxt, _) in zip(insts, insts[1:]):
        m = re.match(r's_getpc_b64 s\[(\d+):\d+\]', text)
        a = re.match(r's_add_u32 s(\d+), s(\d+), (0x[0-9a-f]+|\d+)$', nxt)
        if m and a and a.group(1) == a.group(2) == m.group(1):
            out.append((pc, pc + 4 * len(ws) + int(a.group(3), 0)))
    return out


def check_code(data, listing_text, wave, llvm_mc, facts):
    """The .bin against the listing; returns (instructions, VGPRs named,
    code bytes)."""
    consts = []
    labels, insts = parse_listing(listing_text, consts)
    words = [w for _, _, ws in insts for w in ws]
    code = b''.join(w.to_bytes(4, 'little') for w in words)
    if consts:
        at = facts.get('data_offset', -1)
        pad = (at - len(code)) // 4
        image = code + b''.join((0xbf9f0000).to_bytes(4, 'little') for _ in range(pad)) + \
            b''.join(w.to_bytes(4, 'little') for w in consts)
        if at < len(code) or data != image or facts.get('data_bytes') != 4 * len(consts):
            raise Failure('.bin is not the code, s_code_end to data_offset, then the data')
        for pc, addr in pcrel_targets(insts):
            if not at <= addr < at + 4 * len(consts):
                raise Failure('pc %#x: the pc-relative address %#x is not in the data at %#x'
                              % (pc, addr, at))
    elif data != code:
        raise Failure('.bin is not the encoding words of the listing')
    data = code
    llvm = llvm_disassemble(llvm_mc, data, wave)
    if len(llvm) != len(insts):
        raise Failure('llvm-mc finds %d instructions, ACO printed %d' % (len(llvm), len(insts)))
    for (pc, aco_text, ws), (llvm_text, enc) in zip(insts, llvm):
        if enc != b''.join(w.to_bytes(4, 'little') for w in ws):
            raise Failure('pc %#x: llvm-mc reads %d bytes, ACO printed %d words'
                          % (pc, len(enc), len(ws)))
        aco_ops = aco_text.split(None, 1)
        llvm_ops = llvm_text.split(None, 1)
        if aco_ops[0] != llvm_ops[0]:
            raise Failure('pc %#x: ACO %r, llvm-mc %r' % (pc, aco_text, llvm_text))
        if BRANCHES.match(aco_ops[0]) and len(aco_ops) > 1 and aco_ops[1] in labels:
            simm16 = int(llvm_ops[1], 0) & 0xffff
            target = pc + 4 + 4 * (simm16 - 0x10000 if simm16 & 0x8000 else simm16)
            if target != labels[aco_ops[1]]:
                raise Failure('pc %#x: branch to %#x, ACO says %s at %#x'
                              % (pc, target, aco_ops[1], labels[aco_ops[1]]))
        elif normalize(aco_text) != normalize(llvm_text):
            raise Failure('pc %#x: ACO %r, llvm-mc %r' % (pc, aco_text, llvm_text))
    return len(insts), vgprs_named(text for text, _ in llvm), len(code)


def vgprs_named(texts):
    """One past the highest VGPR the instructions name (v17, v[8:9])."""
    n = 0
    for t in texts:
        for one, last in re.findall(r'(?<![\w])v(?:(\d+)\b|\[\d+:(\d+)\])', t):
            n = max(n, int(one or last) + 1)
    return n


def check_abi(facts, source, wave, code_len, named):
    def need(cond, what):
        if not cond:
            raise Failure('JSON: ' + what)
    need(facts['wave_size'] == wave, 'wave_size %s, asked for %d' % (facts['wave_size'], wave))
    need(facts['workgroup_size'] == local_size(source),
         'workgroup_size %s, source says %s' % (facts['workgroup_size'], local_size(source)))
    need(facts['code_bytes'] == code_len, 'code_bytes disagrees with the .bin')
    need(facts['push_constants_inlined'], 'push constants not inlined')
    args = facts['sgpr_args']
    need(args and args[0]['kind'] == 'ring_offsets' and args[0]['sgpr'] == 0,
         's[0:1] is not the ring offsets pointer')
    sgpr = 0
    for a in args:
        need(a['sgpr'] == sgpr, 'SGPR arguments are not consecutive at s%d' % sgpr)
        sgpr += a['size']
    need(sgpr == facts['sgpr_arg_count'], 'sgpr_arg_count')
    # one 32-bit pointer per descriptor set the source declares, from s2
    sets = sorted({int(m) for m in re.findall(r'layout\s*\([^)]*\bset\s*=\s*(\d+)', source)})
    set_sgprs = [(a['set'], a['sgpr']) for a in args if a['kind'] == 'descriptor_set']
    need(set_sgprs == [(s, 2 + i) for i, s in enumerate(sets)],
         'descriptor-set pointers %s, the source declares sets %s' % (set_sgprs, sets))
    dwords = sorted({(o + k) // 4 for o, n in push_fields(source) for k in range(0, n, 4)})
    inline = [a['dword'] for a in args if a['kind'] == 'push_constant']
    need(inline == dwords, 'push-constant dwords %s, @push fields give %s' % (inline, dwords))
    pc_sgprs = [a['sgpr'] for a in args if a['kind'] == 'push_constant']
    first = 2 + len(sets)
    need(pc_sgprs == list(range(first, first + len(dwords))),
         'push constants do not start at s%d' % first)
    grid = [a['component'] for a in args if a['kind'] == 'num_workgroups']
    need(grid == ([0, 1, 2] if 'gl_NumWorkGroups' in source else []), 'num_workgroups SGPRs')
    user = [a for a in args if a['user']]
    need(len(user) == len(args[:len(user)]) and
         facts['user_sgpr_count'] == sum(a['size'] for a in user),
         'user SGPRs are not the leading ones')
    need(facts['user_sgpr_count'] == 2 + len(sets) + len(dwords) + len(grid), 'user_sgpr_count')
    wg = facts['workgroup_id_sgprs']
    for c, axis in enumerate('xyz'):
        read = re.search(r'gl_(WorkGroupID|GlobalInvocationID)(\.[xyz]*%s|\b(?!\.))' % axis, source)
        need((wg[c] is not None) == bool(read),
             'workgroup id %s SGPR %s, source %s it' % (axis, wg[c], 'reads' if read else
                                                        'does not read'))
    need(args[-1]['kind'] == 'scratch_offset', 'last SGPR argument is not the scratch offset')
    need(facts['vgpr_arg_count'] == 3, 'local invocation ids are not v0..v2')
    need((facts['lds_bytes'] > 0) == bool(re.search(r'^shared\s', source, re.M)), 'lds_bytes')
    # GFX10 shared VGPRs: the ones past the allocation, in blocks of 8
    shared = -(-max(0, named - facts['vgprs']) // 8) * 8
    need(facts['shared_vgpr_count'] == shared,
         'shared_vgpr_count %s; the code names v%d with %d VGPRs allocated'
         % (facts['shared_vgpr_count'], named - 1, facts['vgprs']))
    need(wave == 64 or shared == 0, 'shared VGPRs in wave32')


def check_descriptors(facts, source, listing):
    """Every binding the source declares is in the JSON, and the code loads
    T#s (s_load_dwordx8) and S#s (s_load_dwordx4) only at the offsets the
    JSON gives RADV's layout: the layout agrees with ACO's own code."""
    declared = {(int(s), int(b)) for s, b in re.findall(
        r'layout\s*\(\s*set\s*=\s*(\d+)\s*,\s*binding\s*=\s*(\d+)', source)}
    descs = facts.get('descriptors', [])
    got = {(d['set'], d['binding']) for d in descs}
    if got != declared:
        raise Failure('JSON: descriptors %s, the source declares %s' % (sorted(got), sorted(declared)))
    t_offsets = {d['offset'] for d in descs}
    s_offsets = {d['sampler_offset'] for d in descs if 'sampler_offset' in d}
    for m in re.finditer(r's_load_dwordx(8|4) s\[\d+:\d+\], s\[\d+:\d+\], (0x[0-9a-f]+|null)',
                         listing):
        off = 0 if m.group(2) == 'null' else int(m.group(2), 16)
        if off not in (t_offsets if m.group(1) == '8' else s_offsets):
            raise Failure('the code loads a %s at offset %#x, not one of RADV\'s layout %s'
                          % ('T#' if m.group(1) == '8' else 'S#', off,
                             sorted(t_offsets if m.group(1) == '8' else s_offsets)))


def check_files(prefix, source, wave, llvm_mc):
    with open(prefix + '.bin', 'rb') as f:
        data = f.read()
    with open(prefix + '.s') as f:
        listing = f.read()
    with open(prefix + '.json') as f:
        facts = json.load(f)
    n, named, code_len = check_code(data, listing, wave, llvm_mc, facts)
    check_abi(facts, source, wave, code_len, named)
    check_descriptors(facts, source, listing)
    return n, facts


def compile_glsl(glslang, comp, spv):
    r = subprocess.run([glslang, '-V', '--target-env', 'vulkan1.2', comp, '-o', spv],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise Failure('glslang: ' + r.stdout.strip()[-400:])


def capture(exe, spv, source, wave, prefix):
    env = dict(os.environ, VK_ICD_FILENAMES=RADV_ICD, RADV_FORCE_FAMILY='navi21',
               MESA_SHADER_CACHE_DISABLE='true')
    r = subprocess.run([exe, '--push-constants', str(push_bytes(source)), '--subgroup-size',
                        str(wave), '-o', prefix + '.bin', '--json', prefix + '.json',
                        '--asm', prefix + '.s', spv], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise Failure('agc-aco-capture: ' + r.stderr.strip()[-400:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--capture', help='agc-aco-capture executable')
    ap.add_argument('--update', action='store_true', help='rewrite tests/glsl/captured')
    ap.add_argument('--only', help='one shader name')
    args = ap.parse_args()

    llvm_mc = tool('llvm-mc-19', 'llvm-mc')
    glslang = tool('glslangValidator')
    radv = (args.capture and os.path.exists(args.capture) and glslang and
            os.path.exists(RADV_ICD))
    if not llvm_mc:
        print('SKIP: llvm-mc-19 not found')
        return 77
    if args.update and not radv:
        print('--update needs agc-aco-capture, glslangValidator and RADV')
        return 1

    names = sorted(f[:-5] for f in os.listdir(GLSL_DIR) if f.endswith('.comp'))
    if args.only:
        names = [args.only]
    failures, checked = 0, 0
    tmp = tempfile.mkdtemp(prefix='aco-capture-')
    try:
        for name in names:
            comp = os.path.join(GLSL_DIR, name + '.comp')
            with open(comp) as f:
                source = f.read()
            spv = os.path.join(tmp, name + '.spv')
            spv_error = None
            if radv:
                try:
                    compile_glsl(glslang, comp, spv)
                except Failure as e:
                    spv_error = e
            for wave in WAVES:
                tag = '%s.w%d' % (name, wave)
                committed = os.path.join(CAPTURED_DIR, tag)
                try:
                    if radv:
                        if spv_error:
                            raise spv_error
                        fresh = os.path.join(tmp, tag)
                        capture(args.capture, spv, source, wave, fresh)
                        n, facts = check_files(fresh, source, wave, llvm_mc)
                        if args.update:
                            os.makedirs(CAPTURED_DIR, exist_ok=True)
                            for ext in ('.bin', '.json', '.s'):
                                shutil.copyfile(fresh + ext, committed + ext)
                        elif os.path.exists(committed + '.bin'):
                            with open(committed + '.json') as f:
                                old = json.load(f)
                            same = open(fresh + '.bin', 'rb').read() == \
                                open(committed + '.bin', 'rb').read()
                            if old.get('driver') == facts.get('driver') and not same:
                                raise Failure('committed capture is stale (same driver, '
                                              'different code): run scripts/capture_aco.sh')
                            if same:
                                checked += 1
                                print('ok   %-22s %4d instructions, as committed' % (tag, n))
                                continue
                        else:
                            raise Failure('no committed capture: run scripts/capture_aco.sh')
                    if os.path.exists(committed + '.bin'):
                        n, _ = check_files(committed, source, wave, llvm_mc)
                    elif not radv:
                        raise Failure('no committed capture and no RADV to make one')
                    checked += 1
                    print('ok   %-22s %4d instructions' % (tag, n))
                except Failure as e:
                    failures += 1
                    print('FAIL %-22s %s' % (tag, e))
    finally:
        shutil.rmtree(tmp)
    print('%d checked, %d failed%s' % (checked, failures, '' if radv else
                                       ' (committed captures only: no RADV)'))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
