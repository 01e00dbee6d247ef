#!/usr/bin/env python3
"""--help, --version and the man page agree: every long option --help
lists is documented in man/agc-recompile.1 and the other way round, and
the version is the same.

usage: test_docs.py AGC_RECOMPILE MAN_PAGE
"""
import re
import subprocess
import sys

agc, man = sys.argv[1], sys.argv[2]
helptext = subprocess.run([agc, "--help"], capture_output=True, text=True, check=True).stdout
version = subprocess.run([agc, "--version"], capture_output=True, text=True, check=True).stdout.splitlines()[0].split()[-1]
page = open(man).read()

help_opts = set(re.findall(r"(?<![\w-])--([a-z][a-z0-9-]*)", helptext))
# options of other tools the page mentions (llvm-objdump --mcpu=...)
page_own = re.sub(r"llvm-objdump[^\n]*", "", page)
man_opts = set(re.findall(r"\\-\\-([a-z][a-z0-9-]*)", page_own))
bad = 0
for o in sorted(help_opts - man_opts):
    print("in --help, not in the man page: --" + o)
    bad += 1
for o in sorted(man_opts - help_opts):
    print("in the man page, not in --help: --" + o)
    bad += 1
for short in ("-o", "-j", "-O", "-h"):
    if short not in helptext:
        print("--help lacks " + short)
        bad += 1
    if "\\" + short not in page and short.replace("-", "\\-") not in page:
        print("the man page lacks " + short)
        bad += 1
th = re.search(r'^\.TH .*"agc-recompile ([0-9.]+)"', page, re.M)
if not th or th.group(1) != version:
    print("version: --version says %s, the man page %s" % (version, th.group(1) if th else None))
    bad += 1
print("%d disagreements (%d options)" % (bad, len(help_opts)))
sys.exit(1 if bad else 0)
