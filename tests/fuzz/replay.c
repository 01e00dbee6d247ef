/*
 * replay.c -- run a fuzz harness over files (regression inputs, seed
 * corpora) without libFuzzer, so every build replays them.
 *
 *   replay_decode tests/fuzz/regress/decode/...
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	unsigned char *buf = malloc(n > 0 ? (size_t)n : 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fclose(f);
		free(buf);
		return 1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, (size_t)n);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	int files = 0, bad = 0;
	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			DIR *dp = opendir(argv[i]);
			struct dirent *e;
			while (dp && (e = readdir(dp))) {
				if (e->d_name[0] == '.')
					continue;
				char p[4096];
				snprintf(p, sizeof(p), "%s/%s", argv[i], e->d_name);
				bad += run_file(p);
				files++;
			}
			if (dp)
				closedir(dp);
		} else {
			bad += run_file(argv[i]);
			files++;
		}
	}
	printf("%d inputs replayed, %d unreadable\n", files, bad);
	return bad || files == 0;
}
