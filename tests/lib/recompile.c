/*
 * recompile.c -- a program that recompiles one shader through libagc as an
 * emulator would: its only include is the installed agc/agc.h, and it is
 * built with `pkg-config --cflags --libs agc` (test_lib.py).
 *
 *	recompile IN OUT.spv [--wave W] [--subgroup-size S] [--user-sgprs N]
 *	    [--wgid-sgprs A[,B[,C]]] [--workgroup X,Y,Z] [--lds N] [--scratch N]
 *	    [--shared-vgprs N] [--address-map direct|paged] [--address32-hi HI]
 *	    [--denormals any|preserve|flush] [--spirv 1.5|1.6] [-O]
 *	    [--max-insts N] [--struct-size N] [--stage cs|vs|ngg|ps]
 *	    [--reg NAME=VALUE]... [--push-offset N] [--descriptor-set N]
 *
 * (each as agc-recompile's option of that name, but for --struct-size,
 * which sets the options' struct_size) *
 * writes OUT.spv and the reflection beside it (OUT.json); on failure
 * prints "status STATUS error ERROR offset OFFSET: MESSAGE" and exits with
 * the status.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <agc/agc.h>

static unsigned char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t cap = 0;

	*n = 0;
	if (!f)
		return NULL;
	for (;;) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 4096;
			buf = realloc(buf, cap);
		}
		size_t got = fread(buf + *n, 1, cap - *n, f);
		*n += got;
		if (got == 0)
			break;
	}
	fclose(f);
	return buf;
}

static int
spill(const char *path, const void *data, size_t n)
{
	FILE *f = fopen(path, "wb");
	int ok = f && fwrite(data, 1, n, f) == n;
	return (f && fclose(f) == 0 && ok) ? 0 : -1;
}

/* "6" or "6,7,8" into up to three values; the rest AGC_NO_SGPR. */
static void
sgpr_list(const char *s, int32_t out[3])
{
	char *end;
	for (int i = 0; i < 3; i++)
		out[i] = AGC_NO_SGPR;
	for (int i = 0; i < 3 && *s; i++) {
		out[i] = (int32_t)strtol(s, &end, 0);
		s = *end == ',' ? end + 1 : end;
	}
}

int
main(int argc, char **argv)
{
	struct agc_recompile_options o;
	struct agc_output *out;
	struct agc_register regs[64];
	uint32_t nregs = 0;
	size_t n;

	if (argc < 3) {
		fprintf(stderr, "usage: recompile IN OUT.spv [OPTIONS]\n");
		return 2;
	}
	unsigned char *code = slurp(argv[1], &n);
	if (!code) {
		perror(argv[1]);
		return 2;
	}
	agc_recompile_options_init(&o, sizeof(o));
	for (int i = 3; i < argc; i += 2) {
		const char *opt = argv[i], *v = i + 1 < argc ? argv[i + 1] : "";
		if (!strcmp(opt, "-O")) {
			o.optimize = true;
			i--;
		} else if (!strcmp(opt, "--address-map"))
			o.address_map = strcmp(v, "paged") ? AGC_ADDRESS_DIRECT : AGC_ADDRESS_PAGED;
		else if (!strcmp(opt, "--denormals"))
			o.denormals = !strcmp(v, "flush")      ? AGC_DENORMALS_FLUSH
				      : !strcmp(v, "preserve") ? AGC_DENORMALS_PRESERVE
							       : AGC_DENORMALS_ANY;
		else if (!strcmp(opt, "--spirv"))
			o.target_env = strcmp(v, "1.6") ? AGC_TARGET_VULKAN_1_2
							: AGC_TARGET_VULKAN_1_3;
		else if (!strcmp(opt, "--lds"))
			o.lds_bytes = atoi(v);
		else if (!strcmp(opt, "--scratch"))
			o.scratch_bytes = atoi(v);
		else if (!strcmp(opt, "--shared-vgprs"))
			o.shared_vgpr_first = atoi(v);
		else if (!strcmp(opt, "--address32-hi")) {
			o.address32 = true;
			o.address32_hi = (uint32_t)strtoul(v, NULL, 0);
		} else if (!strcmp(opt, "--max-insts"))
			o.max_insts = (uint32_t)atoi(v);
		else if (!strcmp(opt, "--wave"))
			o.wave_size = atoi(v);
		else if (!strcmp(opt, "--subgroup-size"))
			o.subgroup_size = (uint32_t)atoi(v);
		else if (!strcmp(opt, "--user-sgprs"))
			o.user_sgprs = atoi(v);
		else if (!strcmp(opt, "--wgid-sgprs"))
			sgpr_list(v, o.wgid_sgprs);
		else if (!strcmp(opt, "--workgroup"))
			sscanf(v, "%u,%u,%u", &o.workgroup[0], &o.workgroup[1], &o.workgroup[2]);
		else if (!strcmp(opt, "--struct-size"))
			o.struct_size = (uint32_t)atoi(v);
		else if (!strcmp(opt, "--stage"))
			o.stage = !strcmp(v, "vs")    ? AGC_SHADER_VERTEX
				  : !strcmp(v, "ngg") ? AGC_SHADER_NGG
				  : !strcmp(v, "ps")  ? AGC_SHADER_PIXEL
						      : AGC_SHADER_COMPUTE;
		else if (!strcmp(opt, "--reg") && strchr(v, '=') && nregs < 64) {
			/* NAME=VALUE: the name is the argument's, cut at '=' */
			char *eq = strchr(argv[i + 1], '=');
			*eq = 0;
			regs[nregs++] = (struct agc_register){argv[i + 1], (uint32_t)strtoul(eq + 1, NULL, 0)};
			o.registers = regs;
			o.nregisters = nregs;
		} else if (!strcmp(opt, "--push-offset"))
			o.push_offset = (uint32_t)atoi(v);
		else if (!strcmp(opt, "--descriptor-set"))
			o.descriptor_set = (uint32_t)atoi(v);
		else {
			fprintf(stderr, "recompile: unknown option %s\n", opt);
			return 2;
		}
	}

	enum agc_status status = agc_recompile_bytes(code, n, &o, &out);
	free(code);
	if (status != AGC_STATUS_OK) {
		if (out)
			fprintf(stderr, "status %d error %d offset %lld: %s\n", (int)out->status,
				(int)out->error,
				out->offset == AGC_NO_OFFSET ? -1LL : (long long)out->offset,
				out->message);
		agc_output_free(out);
		return (int)status;
	}

	char json[4096];
	size_t len = strlen(argv[2]);
	if (len < 4 || len > sizeof(json) - 1 || strcmp(argv[2] + len - 4, ".spv"))
		return 2;
	snprintf(json, sizeof(json), "%.*s.json", (int)(len - 4), argv[2]);
	int rc = spill(argv[2], out->spirv, out->spirv_size) ||
		 spill(json, out->reflection, out->reflection_size) ? 2 : 0;
	printf("agc %s: %zu bytes of SPIR-V, %zu of reflection\n", agc_library_version(),
	       out->spirv_size, out->reflection_size);
	agc_output_free(out);
	return rc;
}
