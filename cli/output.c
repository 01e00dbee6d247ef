/*
 * output.c -- writing output files whole or not at all, whatever their
 * paths name now (the rules of GNU cp and of a shell's redirection):
 *
 *	out.spv     missing or a regular file: out.spv.tmpPID.N, renamed
 *	            onto out.spv
 *	link.spv    a link to ../keep/a.spv: ../keep/a.spv replaced the
 *	            same way (the link stays); in place where that folder
 *	            takes no new file; a dangling link is refused
 *	fifo, dev   written in place: no temporary, no rename
 *	-           standard output
 */
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/un.h>
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

/* A socket is written to by connecting to it. */
static int
connect_socket(const char *path)
{
	struct sockaddr_un sa = {.sun_family = AF_UNIX};
	if (strlen(path) >= sizeof(sa.sun_path)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	strcpy(sa.sun_path, path);
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd >= 0 && connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		int e = errno;
		close(fd);
		errno = e;
		fd = -1;
	}
	return fd;
}

int
agc_cli_output_kind(const char *path, char *target, size_t size)
{
	struct stat st;
	if (!strcmp(path, "-"))
		return AGC_OUT_STDOUT;
	if (lstat(path, &st) < 0)
		return errno == ENOENT ? AGC_OUT_NEW : -1;
	if (S_ISLNK(st.st_mode)) {
		char real[PATH_MAX];
		if (stat(path, &st) < 0) {
			if (errno == ENOENT)
				errno = AGC_EDANGLING;
			return -1;
		}
		if (!realpath(path, real))
			return -1;
		if (strlen(real) >= size) {
			errno = ENAMETOOLONG;
			return -1;
		}
		strcpy(target, real);
		if (S_ISREG(st.st_mode))
			return AGC_OUT_LINK;
	} else if (strlen(path) < size) {
		strcpy(target, path);
	} else {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (S_ISREG(st.st_mode))
		return AGC_OUT_REGULAR;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return -1;
	}
	return S_ISSOCK(st.st_mode) ? AGC_OUT_SOCKET : AGC_OUT_DEVICE;
}

/* A temporary beside target, or, where its folder takes no new file but
 * the file itself is there to be written, the file itself truncated
 * (tmp[0] is then 0): the content still arrives, though not atomically. */
static int
open_replacing(struct agc_atomic_file *f, const char *target, bool exists)
{
	if (agc_cli_atomic_open(f, AT_FDCWD, target) == 0)
		return 0;
	if (!exists || (errno != EACCES && errno != EPERM && errno != EROFS))
		return -1;
	f->tmp[0] = 0;
	f->fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC);
	return f->fd < 0 ? -1 : 0;
}

int
agc_cli_output_open(struct agc_atomic_file *f, const char *path, bool *created)
{
	int kind = agc_cli_output_kind(path, f->target, sizeof(f->target));
	f->dir = AT_FDCWD;
	f->path = f->target;
	f->tmp[0] = 0;
	f->fd = -1;
	if (created)
		*created = kind == AGC_OUT_NEW;
	switch (kind) {
	case AGC_OUT_STDOUT:
		/* after what stdio holds for it (--graph --cfg -o -) */
		if (fflush(stdout) != 0)
			return -1;
		f->fd = STDOUT_FILENO;
		return 0;
	case AGC_OUT_NEW:
		snprintf(f->target, sizeof(f->target), "%s", path);
		return agc_cli_atomic_open(f, AT_FDCWD, f->target);
	case AGC_OUT_REGULAR:
	case AGC_OUT_LINK:
		return open_replacing(f, f->target, true);
	case AGC_OUT_DEVICE:
		/* no O_CREAT: what is there is written, nothing is made */
		f->fd = open(f->target, O_WRONLY | O_CLOEXEC);
		return f->fd < 0 ? -1 : 0;
	case AGC_OUT_SOCKET:
		f->fd = connect_socket(f->target);
		return f->fd < 0 ? -1 : 0;
	}
	return -1;
}

int
agc_cli_write_file(const char *path, const void *data, size_t n, bool *created)
{
	struct agc_atomic_file f;
	struct iovec v = {(void *)data, n};
	if (agc_cli_output_open(&f, path, created) < 0)
		return -1;
	if (agc_cli_atomic_writev(&f, &v, 1) < 0) {
		agc_cli_atomic_abort(&f);
		return -1;
	}
	return agc_cli_atomic_commit(&f);
}

int
agc_cli_write_atomic(const char *path, const void *data, size_t n)
{
	return agc_cli_write_file(path, data, n, NULL);
}

const char *
agc_cli_strerror(int e)
{
	return e == AGC_EDANGLING ? "a dangling link (not written through)" : strerror(e);
}

int
agc_cli_atomic_writev(struct agc_atomic_file *f, struct iovec *iov, int n)
{
	return write_all(f->fd, iov, n) ? 0 : -1;
}

/* Standard output is flushed, not closed: the caller may write more. */
static int
close_output(int fd)
{
	return fd == STDOUT_FILENO ? 0 : close(fd);
}

void
agc_cli_atomic_abort(struct agc_atomic_file *f)
{
	int e = errno;
	close_output(f->fd);
	if (f->tmp[0])
		unlinkat(f->dir, f->tmp, 0);
	errno = e ? e : EIO;
}

int
agc_cli_atomic_commit(struct agc_atomic_file *f)
{
	int fd = f->fd;
	f->fd = -1;
	if (close_output(fd) != 0 ||
	    (f->tmp[0] && renameat(f->dir, f->tmp, f->dir, f->path) != 0)) {
		int e = errno;
		if (f->tmp[0])
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

/* "a/b/x.json" -> realpath("a/b") + "/x.json"; NULL where the folder is
 * not there either (nothing of the run can be in it). */
static char *
resolve_missing(struct agc_arena *a, const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *name = slash ? slash + 1 : path;
	char dir[PATH_MAX], real[PATH_MAX];
	if (!slash)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == path)
		snprintf(dir, sizeof(dir), "/");
	else
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	if (!realpath(dir, real))
		return NULL;
	size_t nr = strlen(real), nn = strlen(name);
	char *s = agc_alloc(a, nr + 1 + nn + 1);
	if (s) {
		memcpy(s, real, nr);
		s[nr] = '/';
		memcpy(s + nr + 1, name, nn + 1);
	}
	return s;
}

int
agc_cli_file_id(struct agc_arena *a, const char *path, struct agc_file_id *id)
{
	struct stat st;
	memset(id, 0, sizeof(*id));
	if (stat(path, &st) == 0) {
		id->exists = true;
		id->dev = st.st_dev;
		id->ino = st.st_ino;
		return 0;
	}
	id->resolved = resolve_missing(a, path);
	return 0;
}

bool
agc_cli_same_file(const struct agc_file_id *x, const struct agc_file_id *y)
{
	if (x->exists || y->exists)
		return x->exists && y->exists && x->dev == y->dev && x->ino == y->ino;
	return x->resolved && y->resolved && !strcmp(x->resolved, y->resolved);
}
