/*
 * output.c -- writing output files whole or not at all.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/uio.h>
#include <unistd.h>

#include "cli/cli.h"

/* A temporary name beside path that no other writer uses: the process id
 * and a counter shared by the threads, then O_EXCL.  Created with mode
 * 0666 so that the umask applies, as to any file a tool writes (mkstemp
 * would make it 0600). */
static int
create_temporary(int dir, const char *path, char *tmp, size_t size)
{
	static atomic_uint counter;
	static atomic_long pid; /* getpid is a system call: once */

	if (!atomic_load(&pid))
		atomic_store(&pid, (long)getpid());
	for (int tries = 0; tries < 100; tries++) {
		unsigned k = atomic_fetch_add(&counter, 1);
		int len = snprintf(tmp, size, "%s.tmp%ld.%u", path, atomic_load(&pid), k);
		if (len < 0 || (size_t)len >= size) {
			errno = ENAMETOOLONG;
			return -1;
		}
		int fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

int
agc_cli_write_atomic(const char *path, const void *data, size_t n)
{
	return agc_cli_write_atomic_at(AT_FDCWD, path, data, n);
}

#ifndef IOV_MAX
#define IOV_MAX 16 /* the least POSIX allows */
#endif

/* All of iov[0..n) to fd, whatever writev leaves short; iov is
 * consumed. */
static bool
write_all(int fd, struct iovec *iov, int n)
{
	while (n > 0) {
		/* writev(2) directly: a stdio stream would add an fcntl and an
		 * fstat per file, which a batch of small shaders notices. */
		ssize_t k = writev(fd, iov, n < IOV_MAX ? n : IOV_MAX);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return false;
		size_t left = (size_t)k;
		if (left == 0 && iov->iov_len > 0)
			return false;
		while (n > 0 && left >= iov->iov_len) {
			left -= iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0 && left > 0) {
			iov->iov_base = (char *)iov->iov_base + left;
			iov->iov_len -= left;
		}
	}
	return true;
}

int
agc_cli_atomic_open(struct agc_atomic_file *f, int dir, const char *path)
{
	f->dir = dir;
	f->path = path;
	f->fd = create_temporary(dir, path, f->tmp, sizeof(f->tmp));
	return f->fd < 0 ? -1 : 0;
}

int
agc_cli_atomic_writev(struct agc_atomic_file *f, struct iovec *iov, int n)
{
	return write_all(f->fd, iov, n) ? 0 : -1;
}

void
agc_cli_atomic_abort(struct agc_atomic_file *f)
{
	int e = errno;
	close(f->fd);
	unlinkat(f->dir, f->tmp, 0);
	errno = e ? e : EIO;
}

int
agc_cli_atomic_commit(struct agc_atomic_file *f)
{
	int fd = f->fd;
	f->fd = -1;
	if (close(fd) != 0 || renameat(f->dir, f->tmp, f->dir, f->path) != 0) {
		int e = errno;
		unlinkat(f->dir, f->tmp, 0);
		errno = e ? e : EIO;
		return -1;
	}
	return 0;
}

int
agc_cli_write_atomic_at(int dir, const char *path, const void *data, size_t n)
{
	struct agc_atomic_file f;
	struct iovec v = {(void *)data, n};
	if (agc_cli_atomic_open(&f, dir, path) < 0)
		return -1;
	if (agc_cli_atomic_writev(&f, &v, 1) < 0) {
		agc_cli_atomic_abort(&f);
		return -1;
	}
	return agc_cli_atomic_commit(&f);
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
