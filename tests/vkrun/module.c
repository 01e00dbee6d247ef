/*
 * module.c -- read a SPIR-V module and check it against the job before a
 * driver sees it: a missing entry point, or a workgroup width that full
 * subgroups of the required size cannot tile, is invalid usage that drivers
 * need not report (some crash), so it is reported here instead.
 *
 *   OpEntryPoint GLCompute %main "main" ...
 *   OpExecutionMode %main LocalSize 12 1 1
 *
 * with --entry main --subgroup-size 8 fails: "local size x 12 is not a
 * multiple of the subgroup size 8".
 */
#include <errno.h>
#include <spirv/unified1/spirv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vkrun.h"

uint32_t *
vkrun_module_read(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", path, strerror(errno));
	uint8_t *bytes = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 65536;
			bytes = realloc(bytes, cap);
			if (!bytes)
				vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
		}
		size_t got = fread(bytes + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	bool bad = ferror(f);
	fclose(f);
	if (bad)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: read error", path);
	uint32_t magic = n >= 4 ? (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 |
		(uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24 : 0;
	if (n < 20 || n % 4 || magic != SpvMagicNumber)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: not a little-endian SPIR-V module", path);
	*size = n;
	return (uint32_t *)(void *)bytes;
}

/* Whether the literal string at w[0..n) equals s (nul-padded words). */
static bool
string_is(const uint32_t *w, size_t n, const char *s)
{
	size_t len = strlen(s);
	if (n * 4 < len + 1)
		return false;
	return memcmp(w, s, len + 1) == 0;
}

void
vkrun_module_check(const char *path, const uint32_t *w, size_t size,
	const char *entry, uint32_t subgroup_size)
{
	size_t n = size / 4;
	uint32_t id = 0;
	bool found = false;
	/* Entry points precede execution modes in the module's layout. */
	for (size_t i = 5; i < n;) {
		uint32_t count = w[i] >> 16, op = w[i] & 0xffff;
		if (count == 0 || i + count > n)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: malformed instruction at word %zu", path, i);
		if (op == SpvOpEntryPoint && count >= 4 && w[i + 1] == SpvExecutionModelGLCompute &&
			string_is(&w[i + 3], count - 3, entry)) {
			id = w[i + 2];
			found = true;
		} else if (op == SpvOpExecutionMode && found && count >= 6 && w[i + 1] == id &&
			w[i + 2] == SpvExecutionModeLocalSize && subgroup_size &&
			w[i + 3] % subgroup_size != 0) {
			vkrun_fail(VKRUN_EXIT_FAIL,
				"%s: local size x %u is not a multiple of the subgroup size %u "
				"(full subgroups need one)", path, w[i + 3], subgroup_size);
		} else if (op == SpvOpFunction) {
			break;
		}
		i += count;
	}
	if (!found)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: no GLCompute entry point named '%s'", path, entry);
}

void
vkrun_module_check_stage(const char *path, const uint32_t *w, size_t size, const char *entry,
	uint32_t model, const char *model_name)
{
	size_t n = size / 4;
	for (size_t i = 5; i < n;) {
		uint32_t count = w[i] >> 16, op = w[i] & 0xffff;
		if (count == 0 || i + count > n)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: malformed instruction at word %zu", path, i);
		if (op == SpvOpEntryPoint && count >= 4 && w[i + 1] == model &&
			string_is(&w[i + 3], count - 3, entry))
			return;
		if (op == SpvOpFunction)
			break;
		i += count;
	}
	vkrun_fail(VKRUN_EXIT_FAIL, "%s: no %s entry point named '%s'", path, model_name, entry);
}

bool
vkrun_module_has_capability(const uint32_t *w, size_t size, uint32_t capability)
{
	size_t n = size / 4;
	/* capabilities come first; the module was checked before */
	for (size_t i = 5; i < n && (w[i] >> 16) && i + (w[i] >> 16) <= n;) {
		uint32_t op = w[i] & 0xffff;
		if (op == SpvOpCapability && (w[i] >> 16) == 2 && w[i + 1] == capability)
			return true;
		if (op != SpvOpCapability)
			break;
		i += w[i] >> 16;
	}
	return false;
}
