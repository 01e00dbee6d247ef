"""elf64.py -- a small, independent reader and patcher of ELF64 little-endian
files, for tests that break code objects on purpose and for checking what
the C reader found.  Field offsets follow the ELF specification."""

import struct

EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
SHDR = struct.Struct("<IIQQQQIIQQ")
SYM = struct.Struct("<IBBHQQ")

# Byte offsets of ELF header fields.
E_TYPE, E_MACHINE, E_FLAGS = 16, 18, 48
E_SHOFF, E_SHENTSIZE, E_SHNUM, E_SHSTRNDX = 40, 58, 60, 62
EI_CLASS = 4

# Byte offsets inside a section header and a symbol.
SH_OFFSET, SH_SIZE = 24, 32
ST_VALUE, ST_SIZE = 8, 16

SHT_SYMTAB = 2


class Elf:
    def __init__(self, data):
        self.data = bytearray(data)
        h = EHDR.unpack_from(self.data, 0)
        self.type, self.machine = h[1], h[2]
        self.shoff, self.shnum, self.shstrndx = h[6], h[12], h[13]
        self.sections = [self.section(i) for i in range(self.shnum)]

    def section(self, i):
        at = self.shoff + i * SHDR.size
        (name, typ, flags, addr, offset, size, link, info, align,
         entsize) = SHDR.unpack_from(self.data, at)
        return dict(index=i, at=at, name_off=name, type=typ, flags=flags,
                    addr=addr, offset=offset, size=size, link=link)

    def cstr(self, off):
        end = self.data.index(b"\0", off)
        return self.data[off:end].decode()

    def section_name(self, s):
        strtab = self.sections[self.shstrndx]
        return self.cstr(strtab["offset"] + s["name_off"])

    def by_name(self, name):
        for s in self.sections:
            if self.section_name(s) == name:
                return s
        raise KeyError(name)

    def symbols(self):
        tab = next(s for s in self.sections if s["type"] == SHT_SYMTAB)
        strtab = self.sections[tab["link"]]
        out = {}
        for i in range(tab["size"] // SYM.size):
            at = tab["offset"] + i * SYM.size
            name, info, other, shndx, value, size = SYM.unpack_from(self.data, at)
            out[self.cstr(strtab["offset"] + name)] = dict(
                at=at, shndx=shndx, value=value, size=size, type=info & 15)
        return out

    def put(self, fmt, at, value):
        struct.pack_into(fmt, self.data, at, value)
