/*
 * output.c -- writing output files whole or not at all.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

int
agc_cli_write_atomic(const char *path, const void *data, size_t n)
{
	char tmp[4096];
	int len = snprintf(tmp, sizeof(tmp), "%s.tmpXXXXXX", path);
	if (len < 0 || (size_t)len >= sizeof(tmp)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	int fd = mkstemp(tmp);
	if (fd < 0)
		return -1;
	FILE *f = fdopen(fd, "wb");
	if (!f) {
		int e = errno;
		close(fd);
		unlink(tmp);
		errno = e;
		return -1;
	}
	bool ok = fwrite(data, 1, n, f) == n;
	ok = fflush(f) == 0 && ok;
	ok = fclose(f) == 0 && ok;
	if (!ok || rename(tmp, path) != 0) {
		int e = errno;
		unlink(tmp);
		errno = e ? e : EIO;
		return -1;
	}
	return 0;
}

char *
agc_cli_sibling(struct agc_arena *a, const char *path, const char *ext)
{
	const char *slash = strrchr(path, '/');
	const char *dot = strrchr(path, '.');
	size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - path) : strlen(path);
	char *s = agc_alloc(a, stem + strlen(ext) + 1);
	if (!s)
		return NULL;
	memcpy(s, path, stem);
	strcpy(s + stem, ext);
	return s;
}
