/*
 * main.c -- agc-vkrun: run one SPIR-V compute module on a Vulkan device and
 * dump its buffers, the execution oracle of the tests and benchmarks.
 *
 * usage: agc-vkrun [OPTIONS] MODULE.spv
 *
 *   agc-vkrun -g 2 -s 8 \
 *       -b name=in,file=in.bin,addr=0 \
 *       -b name=out,size=256,addr=2,dump=out.bin \
 *       -p 4=64 prefix.spv
 *
 * creates two buffers, writes their 64-bit device addresses into push-constant
 * dwords 0-1 and 2-3 and the value 64 into dword 4, dispatches 2x1x1
 * workgroups of prefix.spv's "main" with 8-lane full subgroups, and writes
 * the bytes of "out" to out.bin. A buffer given set= and binding= is bound
 * as a storage buffer descriptor instead of (or as well as) by address;
 * images and samplers (--image, image.c) are bound at their set and binding.
 * The options are described in usage_text below; a JSON job file (--job)
 * holds the same things:
 *
 *   {"module": "prefix.spv", "entry": "main", "groups": [2, 1, 1],
 *    "subgroup_size": 8, "push": ["&in", "&out", 64],
 *    "buffers": [{"name": "in", "file": "in.bin"},
 *                {"name": "out", "size": 256, "dump": "out.bin"}],
 *    "writes": [{"buffer": "in", "dword": 0, "data": [1, "2.5f", "&out"]}],
 *    "images": [{"name": "img", "set": 0, "binding": 0, "format": "rgba8",
 *                "size": "16x16", "dump": "img.bin"}],
 *    "time": 0, "wall_clock": false, "timeout": 60, "staged": false}
 *
 * Paths in a job file are relative to its folder. Buffer contents are built
 * in order: the fill value in every dword, the generated elements (init:
 * "init": "hash:f32"), the file from offset 0, then the writes (inline
 * data, --write) in the order given. Push constants start as zeros. The
 * timed runs (--time) come after the checked run and its dumps, so dumps
 * always show the result of exactly one dispatch.
 *
 * Before a job that requires a subgroup size runs, a probe module checks
 * that the device really runs subgroups of that size (see probe.c).
 *
 * A job file with a "draw" object instead draws a vertex, optional
 * geometry and pixel stage and dumps the targets (draw.c; the format is in
 * README.md beside this file).
 *
 * Exit status: 0 success; 1 a Vulkan call or a file failed (one line naming
 * the call and the VkResult); 2 usage; 77 no Vulkan device, or the device
 * lacks something the job needs (a subgroup size, buffer device address).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "vkrun.h"

const char vkrun_usage_text[] =
	"usage: agc-vkrun [OPTIONS] MODULE.spv\n"
	"       agc-vkrun [OPTIONS] --job DRAW.json [--reference]\n"
	"\n"
	"Run one SPIR-V compute module on a Vulkan device and dump its buffers,\n"
	"or draw what a job file's \"draw\" names and dump its targets.\n"
	"\n"
	"  -e, --entry NAME          entry point (default main)\n"
	"  -g, --groups X[,Y[,Z]]    workgroups to dispatch (default 1,1,1)\n"
	"  -s, --subgroup-size N     require subgroup size N with full subgroups;\n"
	"                            exit 77 when the device cannot\n"
	"  -b, --buffer KEY=V,...    add a buffer; keys:\n"
	"        name=NAME           for &NAME, --write and dumps (default: its index)\n"
	"        size=BYTES          size, K/M suffix allowed (default: what file\n"
	"                            and data need)\n"
	"        set=S,binding=B     bind as a storage buffer descriptor\n"
	"        type=T              storage (default) or uniform: the descriptor's type\n"
	"        addr=D              put its device address in push-constant dwords\n"
	"                            D (low) and D+1 (high)\n"
	"        fill=V              initial value of every dword (default 0)\n"
	"        init=KIND:TYPE      initial elements generated (pattern.c): iota:T,\n"
	"                            hash:T (T u32, i32, f32, u64) or ramp:f32\n"
	"        file=PATH           initial bytes from PATH, from offset 0\n"
	"        data=V:V:...        initial dwords from offset 0, after the file\n"
	"        dump=PATH           after the run, write its bytes to PATH;\n"
	"                            '-' prints hex dwords on stdout\n"
	"  -i, --image KEY=V,...     add an image and/or sampler descriptor; keys:\n"
	"        name=NAME           for image= and messages\n"
	"        set=S,binding=B     where it is bound (required)\n"
	"        type=T              storage (default), sampled, combined (image and\n"
	"                            sampler) or sampler\n"
	"        format=F            rgba8, rgba8_snorm, rgba16f, rgba32f, r32f, r32ui,\n"
	"                            r32i, rgba8ui, rgba32ui, ... (GLSL's names)\n"
	"        dim=D               1d, 2d (default), 3d, 1d_array, 2d_array\n"
	"        size=W[xH[xD]]      extent (default 1); layers=N, mips=N (default 1)\n"
	"        file=PATH           initial texels: each level, each layer, then\n"
	"                            depth x height x width texels, packed (default 0)\n"
	"        dump=PATH           after the run, write its texels so to PATH\n"
	"        image=NAME          bind the image of entry NAME (another view)\n"
	"        filter=nearest|linear, mipmap=nearest|linear,\n"
	"        address=clamp|repeat|mirror|border, compare=OP, unnormalized=1\n"
	"                            the sampler (sampler, combined)\n"
	"  -p, --push D=V[,V...]     push-constant dwords from dword D\n"
	"  -w, --write NAME@D=V[,V...]  dwords written into buffer NAME from dword D\n"
	"  -j, --job FILE.json       read a job file; later options add to it\n"
	"      --reference           a draw job: draw its \"reference\" section (the\n"
	"                            original shaders) instead; dumps get '.ref'\n"
	"  -t, --time N              after the checked run, dispatch (or draw) N more\n"
	"                            times and print 'median_us=... min_us=... runs=N\n"
	"                            clock=...' (draws: the host clock)\n"
	"      --wall-clock          time each dispatch as one submission on the host\n"
	"                            clock (the fallback without timestamp queries)\n"
	"      --timeout SEC         fail if one submission runs longer (default 60)\n"
	"      --staged              copy buffers through staging buffers even where\n"
	"                            device memory is host-visible\n"
	"  -d, --device N            use physical device N (default: the first GPU,\n"
	"                            else the first device)\n"
	"      --print-probe N       write the module that checks a required subgroup\n"
	"                            size N (local size N, set 0 binding 0: each\n"
	"                            invocation stores subgroupAdd(1)) to stdout\n"
	"  -v, --verbose             print the device, its subgroup sizes and the\n"
	"                            push constants on stderr\n"
	"  -h, --help                print this help\n"
	"\n"
	"A value V is an integer (decimal, 0x hex, negative as two's complement),\n"
	"a float with an f suffix (1.5f), or &NAME[+BYTES]: buffer NAME's 64-bit\n"
	"device address, which takes two dwords (low first).\n"
	"Hex dumps print '# NAME BYTES' and then 8 dwords a line.\n"
	"Exit status: 0 ok, 1 failure, 2 usage, 77 no device or unsupported.\n";

void
vkrun_usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("agc-vkrun: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputs("\nTry 'agc-vkrun --help'.\n", stderr);
	va_end(ap);
	exit(VKRUN_EXIT_USAGE);
}

void
vkrun_fail(int status, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fflush(stdout);
	fputs("agc-vkrun: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(status);
}

/*
 * Vulkan drivers (lavapipe's LLVM among them) keep allocations until the
 * process ends; under AddressSanitizer those are not this program's leaks.
 */
const char *__asan_default_options(void);
const char *
__asan_default_options(void)
{
	return "detect_leaks=0";
}

int
main(int argc, char **argv)
{
	struct vkrun_job job;
	vkrun_job_init(&job);
	vkrun_job_parse_args(&job, argc, argv);
	vkrun_job_finish(&job);
	int status = job.draw ? vkrun_draw_run(&job) : vkrun_run(&job);
	vkrun_job_free(&job);
	return status;
}
