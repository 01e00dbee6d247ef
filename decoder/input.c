/*
 * input.c -- reading a shader file: the file itself, format detection, and
 * raw dword dumps.  ELF code objects are read by input_elf.c.
 *
 *   vector_add.bin (raw, 0x48 bytes), --entry 0x8
 *     -> code { format RAW, bytes = file, nbytes 0x48, entry 8,
 *               file_offset 0, abi.known false }
 *
 * Every size is checked before it is used: the reader never reads outside
 * the file, and a file larger than the limit is refused before it is read
 * whole.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "decoder/input.h"

static const uint8_t elf_magic[4] = {0x7f, 'E', 'L', 'F'};

static int
parse_raw(const uint8_t *data, size_t len, const struct agc_input_opts *opts,
	  struct agc_code *code, struct agc_diag *d)
{
	if (len % 4)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, len - len % 4,
				"raw code is %zu bytes, not a whole number of 4-byte words", len);
	if (opts->entry >= 0) {
		if ((uint64_t)opts->entry >= len)
			return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
					AGC_DIAG_NO_OFFSET,
					"entry 0x%llx lies past the end of the code (0x%zx bytes)",
					(unsigned long long)opts->entry, len);
		if (opts->entry % 4)
			return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
					AGC_DIAG_NO_OFFSET,
					"entry 0x%llx is not a multiple of 4",
					(unsigned long long)opts->entry);
		code->entry = (uint32_t)opts->entry;
	}
	if (len > UINT32_MAX)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"raw code of 0x%zx bytes is larger than 4 GiB (limit of ours)",
				len);
	code->format = AGC_FORMAT_RAW;
	code->bytes = data;
	code->nbytes = len;
	code->file_offset = 0;
	code->section = data;
	code->nsection = len;
	return 0;
}

int
agc_input_parse(struct agc_arena *a, const uint8_t *data, size_t len,
		const struct agc_input_opts *opts, struct agc_code *code,
		struct agc_diag *d)
{
	size_t max = opts->max_bytes ? opts->max_bytes : AGC_INPUT_MAX_BYTES;
	enum agc_format format = opts->format;

	*code = (struct agc_code){0};
	if (len > max)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"input of %zu bytes is larger than the limit of %zu bytes",
				len, max);
	if (len == 0)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
				AGC_DIAG_NO_OFFSET, "empty file");
	if (format == AGC_FORMAT_AUTO)
		format = len >= sizeof(elf_magic) && !memcmp(data, elf_magic, sizeof(elf_magic))
			 ? AGC_FORMAT_ELF : AGC_FORMAT_RAW;
	switch (format) {
	case AGC_FORMAT_RAW: return parse_raw(data, len, opts, code, d);
	case AGC_FORMAT_ELF: return agc_input_parse_elf(a, data, len, opts, code, d);
	case AGC_FORMAT_CAPTURE:
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_UNSUPPORTED,
				AGC_DIAG_NO_OFFSET,
				"a capture manifest is not code: this reader takes raw "
				"code or an ELF code object (agc-recompile reads the manifest "
				"and the code file it names)");
	case AGC_FORMAT_AUTO: break;
	}
	agc_unreachable();
	return -1;
}

/* read(2), again when a signal interrupts it. */
static ssize_t
read_retry(int fd, void *buf, size_t n)
{
	ssize_t r;
	while ((r = read(fd, buf, n)) < 0 && errno == EINTR)
		;
	return r;
}

/* Read the rest of fd after the n bytes already in buf (NULL when none)
 * into a buffer of cap bytes at first, and at most max + 1 bytes, so that a
 * larger file is seen to be too large without reading it whole.  A regular
 * file reads short only at its end: no read for the 0 that would say so. */
static int
read_all(struct agc_arena *a, int fd, uint8_t *buf, size_t n, size_t cap, bool regular,
	 size_t max, uint8_t **out, size_t *len, struct agc_diag *d)
{
	buf = agc_grow(a, buf, n, cap); /* read into, not read: not zeroed */
	for (;;) {
		if (!buf)
			return agc_fail_oom(d, AGC_STAGE_INPUT,
					AGC_DIAG_NO_OFFSET, "out of memory reading the file");
		if (n == cap) {
			if (n > max)
				break;
			size_t ncap = cap * 2 > max + 1 ? max + 1 : cap * 2;
			buf = agc_grow(a, buf, cap, ncap);
			cap = ncap;
			continue;
		}
		ssize_t r = read_retry(fd, buf + n, cap - n);
		if (r < 0)
			return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
					AGC_DIAG_NO_OFFSET, "cannot read: %s", strerror(errno));
		if (r == 0)
			break;
		n += (size_t)r;
		if (regular && n < cap)
			break;
	}
	if (n > max)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"input is larger than the limit of %zu bytes", max);
	*out = buf;
	*len = n;
	return 0;
}

static int
too_large(struct agc_diag *d, uint64_t size, size_t max)
{
	return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
			"input of %llu bytes is larger than the limit of %zu bytes (see --max-bytes)",
			(unsigned long long)size, max);
}

/* What a file known to be regular gets read with first: most shaders fit,
 * and then its size is never asked for. */
#define FIRST_READ 16384

int
agc_input_load(struct agc_arena *a, const char *path, size_t max_bytes, bool regular,
	       uint8_t **data, size_t *len, struct agc_diag *d)
{
	*data = NULL;
	*len = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
				AGC_DIAG_NO_OFFSET, "cannot open: %s", strerror(errno));
	int rc = agc_input_load_fd(a, fd, max_bytes, regular, data, len, d);
	close(fd);
	return rc;
}

int
agc_input_load_fd(struct agc_arena *a, int fd, size_t max_bytes, bool regular,
		  uint8_t **data, size_t *len, struct agc_diag *d)
{
	size_t max = max_bytes ? max_bytes : AGC_INPUT_MAX_BYTES;
	uint8_t *first = NULL;
	size_t nfirst = 0;
	struct stat st;
	int rc;

	*data = NULL;
	*len = 0;
	if (regular) {
		ssize_t r;
		if (!(first = agc_alloc_uninit(a, FIRST_READ))) {
			rc = agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET,
				      "out of memory reading the file");
			goto out;
		}
		if ((r = read_retry(fd, first, FIRST_READ)) < 0) {
			rc = agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
				      AGC_DIAG_NO_OFFSET, "cannot read: %s", strerror(errno));
			goto out;
		}
		nfirst = (size_t)r;
		if (nfirst < FIRST_READ) { /* the whole file */
			rc = nfirst > max ? too_large(d, nfirst, max) : 0;
			if (rc == 0) {
				*data = agc_grow(a, first, FIRST_READ, nfirst);
				*len = nfirst;
			}
			goto out;
		}
	}
	if (fstat(fd, &st) < 0) {
		rc = agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
			      AGC_DIAG_NO_OFFSET, "cannot stat: %s", strerror(errno));
	} else if (S_ISDIR(st.st_mode)) {
		rc = agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
			      AGC_DIAG_NO_OFFSET, "is a directory, not a shader file");
	} else if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > max) {
		rc = too_large(d, (uint64_t)st.st_size, max);
	} else {
		size_t cap = S_ISREG(st.st_mode) ? (size_t)st.st_size + 1 : 65536;
		rc = read_all(a, fd, first, nfirst, cap > nfirst ? cap : nfirst + 1,
			      S_ISREG(st.st_mode), max, data, len, d);
	}
out:
	return rc;
}

int
agc_input_read(struct agc_arena *a, const char *path,
	       const struct agc_input_opts *opts, struct agc_code *code,
	       struct agc_diag *d)
{
	uint8_t *data;
	size_t len;

	*code = (struct agc_code){0};
	if (agc_input_load(a, path, opts->max_bytes, false, &data, &len, d) < 0)
		return -1;
	return agc_input_parse(a, data, len, opts, code, d);
}
