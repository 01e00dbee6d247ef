/*
 * ps_driver.c -- recompiles raw gfx1030 code as a pixel shader with the
 * register state given as words, through the library (the command line
 * has no pixel stage of its own yet):
 *
 *	ps_driver CODE.bin OUT  ena=0x302 addr=0x302 interp=2 attr0=3 attr1=5,flat
 *	          attr2=default:1 ff_all_bits=1 pos_location=2 wave64=1 user_sgprs=2
 *
 * writes OUT.spv, OUT.json (the reflection) and OUT.gs.spv when the
 * module needs its geometry stage.  Exit 0, or 1 with the library's
 * message on standard error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static int
write_file(const char *path, const void *data, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(data, 1, n, f) != n || fclose(f)) {
		fprintf(stderr, "ps_driver: cannot write %s\n", path);
		return -1;
	}
	return 0;
}

/* attrN=OFFSET[,flat] or attrN=default:VAL[,flat] */
static int
attr_arg(struct agc_gfx_state *g, const char *key, const char *val)
{
	unsigned n = (unsigned)strtoul(key + 4, NULL, 10);
	if (n >= 32)
		return -1;
	struct agc_ps_attr *at = &g->attr[n];
	if (!strncmp(val, "default:", 8)) {
		at->use_default = true;
		at->default_val = (uint8_t)strtoul(val + 8, NULL, 0);
	} else {
		at->offset = (uint8_t)strtoul(val, NULL, 0);
	}
	at->flat = strstr(val, ",flat") != NULL;
	return 0;
}

static int
option(struct agc_options *o, const char *arg)
{
	char key[32];
	const char *eq = strchr(arg, '=');
	if (!eq || (size_t)(eq - arg) >= sizeof(key))
		return -1;
	memcpy(key, arg, (size_t)(eq - arg));
	key[eq - arg] = 0;
	const char *val = eq + 1;
	unsigned long v = strtoul(val, NULL, 0);
	struct agc_gfx_state *g = &o->gfx;
	if (!strncmp(key, "attr", 4))
		return attr_arg(g, key, val);
	if (!strcmp(key, "ena"))
		g->input_ena = (uint16_t)v;
	else if (!strcmp(key, "addr"))
		g->input_addr = (uint16_t)v;
	else if (!strcmp(key, "interp"))
		g->num_interp = (uint32_t)v;
	else if (!strcmp(key, "ff_all_bits"))
		g->front_face_all_bits = v != 0;
	else if (!strcmp(key, "pos_location"))
		g->pos_float_location = (uint8_t)v;
	else if (!strcmp(key, "wave64"))
		o->wave64 = g->wave64 = v != 0;
	else if (!strcmp(key, "user_sgprs"))
		o->user_sgprs = g->user_sgprs = (uint32_t)v;
	else
		return -1;
	return 0;
}

int
main(int argc, char **argv)
{
	struct agc_arena arena = {0};
	struct agc_code code;
	struct agc_options o;
	struct agc_result r;
	struct agc_diag d = {0};
	struct agc_input_opts io = {.format = AGC_FORMAT_RAW, .entry = -1};
	char path[4096], msg[1024];

	if (argc < 3) {
		fprintf(stderr, "usage: ps_driver CODE.bin OUT [key=value ...]\n");
		return 2;
	}
	if (agc_input_read(&arena, argv[1], &io, &code, &d) < 0) {
		agc_diag_format(&d, msg, sizeof(msg));
		fprintf(stderr, "%s: %s\n", argv[1], msg);
		return 1;
	}
	agc_options_defaults(&o, &code);
	o.stage = o.gfx.stage = AGC_HW_PS;
	o.workitem_vgprs = 0;
	for (int i = 3; i < argc; i++)
		if (option(&o, argv[i]) < 0) {
			fprintf(stderr, "ps_driver: bad argument %s\n", argv[i]);
			return 2;
		}
	snprintf(path, sizeof(path), "%s.gs.spv", argv[2]);
	o.geometry_file = path;
	if (agc_recompile(&arena, &code, &o, &r, &d) < 0) {
		agc_diag_format(&d, msg, sizeof(msg));
		fprintf(stderr, "%s: %s\n", argv[1], msg);
		return 1;
	}
	snprintf(path, sizeof(path), "%s.spv", argv[2]);
	if (write_file(path, r.spv, r.nwords * 4) < 0)
		return 2;
	snprintf(path, sizeof(path), "%s.json", argv[2]);
	if (write_file(path, r.reflection, strlen(r.reflection)) < 0)
		return 2;
	if (r.geometry_spv) {
		snprintf(path, sizeof(path), "%s.gs.spv", argv[2]);
		if (write_file(path, r.geometry_spv, r.geometry_nwords * 4) < 0)
			return 2;
	}
	agc_arena_free(&arena);
	return 0;
}
