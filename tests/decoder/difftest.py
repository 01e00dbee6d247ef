#!/usr/bin/env python3
"""Differential test of the decoder against llvm-objdump 19 (--mcpu=gfx1030).

Inputs come from gen_words.py (every encoding class, --source gen), from
LLVM's own gfx10 test vectors (--source vectors: the bytes of
Disassembler/AMDGPU/*.txt and the encodings of AMDGPU/*.s under the ISA
directory; the expected text is what llvm-objdump says for gfx1030, not
what those files say, since most of them are checked as gfx1010), or from
files such as the fuzz_decode corpus (--source corpus --corpus DIR ...:
the bytes from every 4-byte-aligned offset of every file, up to 24 of
them, which covers every instruction fuzz_decode decoded there; at most
--max-cases distinct ones, a fixed sample of them when there are more).

For each input, the first instruction is compared: text, size, and the
trailing "// ADDR: WORDS" comment (branch labels such as " <.t3+0xc>"
aside, which depend on the object file).  An input LLVM refuses must be
refused by us; one LLVM decodes must be decoded by us.  Each wave size is
a separate pass (--wave 32, 64 or both).

Disagreements whose description matches a line of exceptions.txt
(REGEX<TAB>reason; matched against "CLASS WORDS | LLVM TEXT | OUR TEXT")
are counted apart.  Exit status: 0 when everything else agrees, 1 if not,
77 when llvm-mc / llvm-objdump are absent.
"""

import argparse
import glob
import os
import random
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_words  # noqa: E402
import oracle  # noqa: E402

SKIP = 77
_LABEL = re.compile(r" <[^>]*>$")


def hexline(code):
    """bytes -> decode_lines input: whole words as 8 digits, a tail as bytes."""
    n4 = len(code) // 4 * 4
    toks = ["%08X" % int.from_bytes(code[i:i + 4], "little") for i in range(0, n4, 4)]
    toks += ["%02X" % x for x in code[n4:]]
    return " ".join(toks)


def run_ours(exe, cases, wave64, max_crashes=20):
    """Our result per case: ("OK", size, text, comment) / ("ERR", msg) /
    ("BAD", why)."""
    lines = [hexline(c) for c in cases]
    out, start, crashes = [], 0, 0
    args = [exe] + (["--wave64"] if wave64 else [])
    while start < len(lines):
        proc = subprocess.run(args, input="\n".join(lines[start:]) + "\n",
                              capture_output=True, text=True)
        got = proc.stdout.splitlines()
        for ln in got:
            f = ln.split("\t")
            if f[0] == "OK" and len(f) == 4:
                out.append(("OK", int(f[1]), f[2], f[3]))
            elif f[0] in ("ERR", "BAD"):
                out.append((f[0], "\t".join(f[1:])))
            else:
                out.append(("BAD", "unreadable driver line: %r" % ln))
        start += len(got)
        if proc.returncode == 0 and start == len(lines):
            break
        if proc.returncode == 0:
            raise RuntimeError("decode_lines stopped early without an error")
        crashes += 1
        out.append(("BAD", "decoder crashed (status %d): %s"
                    % (proc.returncode, proc.stderr.strip()[-200:])))
        start += 1
        if crashes >= max_crashes:
            out += [("BAD", "not run: too many crashes")] * (len(lines) - start)
            break
    return out


def load_exceptions(path):
    rules = []
    if path and os.path.exists(path):
        with open(path) as f:
            for n, ln in enumerate(f, 1):
                ln = ln.rstrip("\n")
                if not ln.strip() or ln.lstrip().startswith("#"):
                    continue
                pat, _, reason = ln.partition("\t")
                if not reason.strip():
                    raise SystemExit("%s:%d: an exception needs a reason" % (path, n))
                rules.append((re.compile(pat), reason.strip()))
    return rules


def compare(cls, code, llvm, ours):
    """None when we agree, else (kind, description)."""
    words = hexline(code)
    if llvm.status == oracle.CRASH:
        return "llvm-crash", "%s %s | <llvm-objdump crashed> | %s" % (
            cls, words, ours[2] if ours[0] == "OK" else "<rejected>")
    if ours[0] == "BAD":
        return "broken", "%s %s | %s | %s" % (cls, words, llvm.text or "<invalid>", ours[1])
    if llvm.status == oracle.INVALID:
        if ours[0] == "ERR":
            return None
        return "accepts-invalid", "%s %s | <invalid> | %s" % (cls, words, ours[2])
    if ours[0] == "ERR":
        return "rejects-valid", "%s %s | %s | <rejected: %s>" % (cls, words, llvm.text,
                                                                 ours[1])
    _, size, text, comment = ours
    if text != llvm.text:
        return "text", "%s %s | %s | %s" % (cls, words, llvm.text, text)
    if size != llvm.size:
        return "size", "%s %s | %s (%d bytes) | %d bytes" % (cls, words, llvm.text,
                                                           llvm.size, size)
    want = "// 000000000000: %s%s" % (
        " ".join(words.split()[:llvm.size // 4]), _LABEL.sub("", llvm.trailer))
    if comment != want:
        return "comment", "%s %s | %s | %s" % (cls, words, want, comment)
    return None


class Tally:
    def __init__(self):
        self.rows = {}

    def row(self, key):
        return self.rows.setdefault(key, {"total": 0, "llvm_ok": 0, "agree": 0,
                                          "disagree": 0, "excepted": 0,
                                          "llvm_crash": 0, "diffs": [],
                                          "kinds": {}})


def run_pass(args, tools, named_cases, wave64, rules, tally):
    cases = [c for _, c in named_cases]
    t0 = time.time()
    theirs = oracle.disassemble(tools, cases, wave64=wave64)
    t1 = time.time()
    ours = run_ours(args.decode_lines, cases, wave64)
    t2 = time.time()
    wave = "w64" if wave64 else "w32"
    for (cls, code), llvm, mine in zip(named_cases, theirs, ours):
        row = tally.row((cls, wave))
        row["total"] += 1
        row["llvm_ok"] += llvm.status == oracle.OK
        d = compare(cls, code, llvm, mine)
        if d is None:
            row["agree"] += 1
            continue
        kind, desc = d
        if kind == "llvm-crash":
            row["llvm_crash"] += 1
            continue
        if any(p.search(desc) for p, _ in rules):
            row["excepted"] += 1
            continue
        row["disagree"] += 1
        row["kinds"][kind] = row["kinds"].get(kind, 0) + 1
        if len(row["diffs"]) < args.show:
            row["diffs"].append("[%s] %s" % (kind, desc))
        if args.dump_file:
            args.dump_file.write("%s [%s] %s\n" % (wave, kind, desc))
    print("# %s: %d inputs, llvm-objdump %.1f s, ours %.1f s"
          % (wave, len(cases), t1 - t0, t2 - t1), flush=True)


def vector_cases(isa_dir):
    """(file name, bytes) from LLVM's test files, duplicates dropped."""
    base = os.path.join(isa_dir, "llvm-mc-tests")
    seen, cases = set(), []
    byte = re.compile(r"0x[0-9a-fA-F]{1,2}")
    for path in sorted(glob.glob(os.path.join(base, "Disassembler", "AMDGPU", "*.txt"))):
        name = os.path.basename(path)
        with open(path) as f:
            for ln in f:
                s = ln.split("#", 1)[0].split("//", 1)[0].strip()
                if not s or not s.startswith("0x"):
                    continue
                code = bytes(int(x, 16) for x in byte.findall(s))
                if code and code not in seen:
                    seen.add(code)
                    cases.append((name, code))
    enc = re.compile(r"encoding: \[((?:0x[0-9a-fA-F]{2},?)+)\]")
    for path in sorted(glob.glob(os.path.join(base, "AMDGPU", "*.s"))):
        name = os.path.basename(path)
        with open(path) as f:
            for ln in f:
                m = enc.search(ln)
                if not m:
                    continue
                code = bytes(int(x, 16) for x in m.group(1).split(",") if x)
                if code and code not in seen:
                    seen.add(code)
                    cases.append((name, code))
    return cases


CORPUS_WINDOW = 24  # bytes: more than the longest gfx10 instruction


def corpus_cases(dirs, max_cases, seed):
    """(file name, bytes) at each aligned offset of each file, duplicates
    dropped, as fuzz_decode walks them (it stops 4 bytes short of the end)."""
    seen, cases = set(), []
    paths = []
    for d in dirs:
        if os.path.isdir(d):
            paths += sorted(os.path.join(d, n) for n in os.listdir(d) if not n.startswith("."))
        elif os.path.exists(d):
            paths.append(d)
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        for off in range(0, len(data) - 3, 4):
            code = data[off:off + CORPUS_WINDOW]
            if code not in seen:
                seen.add(code)
                cases.append((os.path.basename(path), code))
    print("# corpus: %d files, %d distinct inputs" % (len(paths), len(cases)))
    if len(cases) > max_cases:
        cases = sorted(random.Random(seed).sample(cases, max_cases), key=lambda c: c[1])
        print("# corpus: a sample of %d (--max-cases, --seed %d)" % (max_cases, seed))
    return [("corpus", code) for _, code in cases]


def regress_words():
    """(class, words) of regress_words.txt: words an earlier (long) run
    found the two decoders disagreeing on, kept in every run."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "regress_words.txt")
    out = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].split()
            if line:
                out.append((line[0], [int(x, 16) for x in line[1:]]))
    return out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--decode-lines", required=True, help="the decode_lines driver")
    ap.add_argument("--source", choices=("gen", "vectors", "corpus"), default="gen")
    ap.add_argument("--corpus", action="append", default=[],
                    help="--source corpus: a folder or file (repeatable)")
    ap.add_argument("--max-cases", type=int, default=60000,
                    help="--source corpus: inputs at most")
    ap.add_argument("--isa-dir", help="directory holding llvm-mc-tests/ "
                    "($AGC_ISA_DIR, when set, wins)")
    ap.add_argument("--wave", choices=("32", "64", "both"), default="both")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, help="inputs per class (gen)")
    ap.add_argument("--long", action="store_true", help="a much bigger run")
    ap.add_argument("--class", dest="classes", action="append",
                    choices=sorted(gen_words.CLASSES))
    ap.add_argument("--exceptions", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "exceptions.txt"))
    ap.add_argument("--show", type=int, default=4, help="diffs shown per class")
    ap.add_argument("--dump", help="write every disagreement to this file")
    args = ap.parse_args(argv)

    tools = oracle.Tools()
    if not tools.present():
        print("SKIP: llvm-mc-19 / llvm-objdump-19 not found")
        return SKIP
    rules = load_exceptions(args.exceptions)

    if args.source == "gen":
        count = args.count or (20000 if args.long else 1000)
        names = args.classes or list(gen_words.CLASSES)
        valid = gen_words.probe_valid_ops(tools, names)
        named = list(gen_words.generate(args.seed, count, names, valid))
        named += [c for c in regress_words() if not args.classes or c[0] in args.classes]
        named = [(c, oracle.to_bytes(w)) for c, w in named]
    elif args.source == "corpus":
        named = corpus_cases(args.corpus, args.max_cases, args.seed)
        if not named:
            print("difftest: the corpus holds no input")
            return 1
    else:
        isa = os.environ.get("AGC_ISA_DIR") or args.isa_dir
        if not isa or not os.path.isdir(os.path.join(isa, "llvm-mc-tests")):
            print("SKIP: LLVM test vectors not found (set AGC_ISA_DIR)")
            return SKIP
        named = vector_cases(isa)

    args.dump_file = open(args.dump, "w") if args.dump else None
    tally = Tally()
    waves = {"32": [False], "64": [True], "both": [False, True]}[args.wave]
    for w64 in waves:
        run_pass(args, tools, named, w64, rules, tally)

    bad = 0
    print("%-28s %4s %7s %7s %7s %8s %8s %6s" % ("class", "wave", "total", "llvm-ok",
                                                  "agree", "disagree", "excepted",
                                                  "crash"))
    for (cls, wave), row in sorted(tally.rows.items()):
        pct = 100.0 * row["agree"] / max(1, row["total"] - row["llvm_crash"])
        print("%-28s %4s %7d %7d %7d %8d %8d %6d  %5.1f%%  %s" % (
            cls, wave, row["total"], row["llvm_ok"], row["agree"], row["disagree"],
            row["excepted"], row["llvm_crash"], pct,
            " ".join("%s=%d" % kv for kv in sorted(row["kinds"].items()))))
        for d in row["diffs"]:
            print("    " + d)
        bad += row["disagree"]
    tot = sum(r["total"] for r in tally.rows.values())
    agree = sum(r["agree"] for r in tally.rows.values())
    print("# total %d, agree %d (%.2f%%), disagree %d" % (
        tot, agree, 100.0 * agree / max(1, tot), bad))
    if args.dump_file:
        args.dump_file.close()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
