/*
 * json_get.c -- typed reads of a job file's JSON members, for the compute
 * jobs (job.c) and the draws (draw_job.c): a member of the wrong type or
 * range is a usage error that names the file kind and the member, e.g.
 *
 *	agc-vkrun: draw: targets[1].width: -4 is out of range
 */
#include <json-c/json.h>

#include "vkrun.h"

const char *
vkrun_json_string(json_object *o, const char *kind, const char *what)
{
	if (!json_object_is_type(o, json_type_string))
		vkrun_usage_error("%s: %s must be a string", kind, what);
	return json_object_get_string(o);
}

int64_t
vkrun_json_int(json_object *o, const char *kind, const char *what, int64_t lo, int64_t hi)
{
	if (!json_object_is_type(o, json_type_int))
		vkrun_usage_error("%s: %s must be an integer", kind, what);
	int64_t v = json_object_get_int64(o);
	if (v < lo || v > hi)
		vkrun_usage_error("%s: %s: %lld is out of range", kind, what, (long long)v);
	return v;
}
