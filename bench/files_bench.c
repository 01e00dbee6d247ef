/*
 * files_bench.c -- how well the file system scales, alone, on the pattern a
 * batch writes: for each of N inputs two files made under a temporary name
 * (create, write, close) and renamed, 46 inputs to a folder.  The work is
 * done by one process, then split between two processes, and the best wall
 * time of each over the rounds is printed with the ratio: the ceiling that
 * the system puts on the file part of a batch's scaling, measured beside it.
 *
 * usage: files_bench DIR [N [ROUNDS]]   (DIR is made; it is removed after)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { PER_FOLDER = 46, SPV_BYTES = 3072, JSON_BYTES = 1024 };

static double
now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int
put(int dir, const char *name, const char *tmp, const void *data, size_t n)
{
	int fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	int ok = write(fd, data, n) == (ssize_t)n;
	if (close(fd) < 0 || !ok)
		return -1;
	return renameat(dir, tmp, dir, name);
}

/* Inputs [from, to) of a run into root: 0 or -1 (errno set). */
static int
outputs(const char *root, int from, int to)
{
	static char data[SPV_BYTES];
	char path[4096], name[64], tmp[80];
	int dir = -1;

	for (int i = from; i < to; i++) {
		if (dir < 0 || i % PER_FOLDER == 0) {
			if (dir >= 0)
				close(dir);
			if (snprintf(path, sizeof(path), "%s/c%03d", root, i / PER_FOLDER) >= (int)sizeof(path)) {
				errno = ENAMETOOLONG;
				return -1;
			}
			if (mkdir(path, 0777) < 0 && errno != EEXIST)
				return -1;
			if ((dir = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
				return -1;
		}
		snprintf(name, sizeof(name), "s%d.spv", i);
		snprintf(tmp, sizeof(tmp), "%s.tmp%d", name, (int)getpid());
		if (put(dir, name, tmp, data, SPV_BYTES) < 0)
			return -1;
		snprintf(name, sizeof(name), "s%d.json", i);
		snprintf(tmp, sizeof(tmp), "%s.tmp%d", name, (int)getpid());
		if (put(dir, name, tmp, data, JSON_BYTES) < 0)
			return -1;
	}
	if (dir >= 0)
		close(dir);
	return 0;
}

/* N inputs by `procs` processes (1 or 2) into root; the wall time, or a
 * negative number when one of them failed. */
static double
timed(const char *root, int n, int procs)
{
	pid_t pid[2];
	double t0 = now_s();
	if (mkdir(root, 0777) < 0)
		return -1;
	for (int p = 0; p < procs; p++) {
		/* folders split between the processes, as a batch's workers
		 * take runs of one folder */
		int folders = (n + PER_FOLDER - 1) / PER_FOLDER;
		int from = folders * p / procs * PER_FOLDER, to = folders * (p + 1) / procs * PER_FOLDER;
		if ((pid[p] = fork()) == 0)
			_exit(outputs(root, from, to < n ? to : n) < 0 ? 1 : 0);
		if (pid[p] < 0)
			return -1;
	}
	int bad = 0;
	for (int p = 0; p < procs; p++) {
		int st;
		if (waitpid(pid[p], &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st))
			bad = 1;
	}
	double t = now_s() - t0;
	return bad ? -1 : t;
}

static int
remove_one(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st, (void)flag, (void)f;
	return remove(path);
}

int
main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: files_bench DIR [N [ROUNDS]]\n");
		return 2;
	}
	const char *dir = argv[1];
	int n = argc > 2 ? atoi(argv[2]) : 4600, rounds = argc > 3 ? atoi(argv[3]) : 11;
	double best[3] = {0, 0, 0};
	char root[4096];

	if (n < 1 || rounds < 1 || mkdir(dir, 0777) < 0) {
		fprintf(stderr, "files_bench: %s: %s\n", dir, n < 1 || rounds < 1 ? "bad N or ROUNDS"
			: strerror(errno));
		return 2;
	}
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < 2; k++) {
			int procs = (r + k) % 2 + 1; /* alternating which goes first */
			if (snprintf(root, sizeof(root), "%s/r%d_%d", dir, r, procs) >= (int)sizeof(root)) {
				fprintf(stderr, "files_bench: %s: %s\n", dir, strerror(ENAMETOOLONG));
				return 2;
			}
			sync();
			double t = timed(root, n, procs);
			if (t < 0) {
				fprintf(stderr, "files_bench: %s: %s\n", root, strerror(errno));
				return 1;
			}
			if (!best[procs] || t < best[procs])
				best[procs] = t;
		}
	printf("file pattern alone (%d inputs, 2 files each: create, write, close, rename): "
	       "1 process %.3f s, 2 processes %.3f s (best of %d): scaling %.2fx\n",
	       n, best[1], best[2], rounds, best[1] / best[2]);
	return nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : 1;
}
