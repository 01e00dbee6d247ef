/*
 * diag.c -- filling and formatting diagnostics.
 */
#include <stdio.h>
#include <string.h>

#include "base/agc.h"

int
agc_fail(struct agc_diag *d, enum agc_stage stage, enum agc_diag_class cls,
	 uint64_t offset, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return -1;
	memset(d, 0, sizeof(*d));
	d->stage = stage;
	d->cls = cls;
	d->offset = offset;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
	return -1;
}

int
agc_fail_oom(struct agc_diag *d, enum agc_stage stage, uint64_t offset, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return -1;
	agc_fail(d, stage, AGC_DIAG_INTERNAL, offset, "%s", "");
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
	return -1;
}

const char *
agc_diag_class_name(enum agc_diag_class cls)
{
	switch (cls) {
	case AGC_DIAG_NONE: return "ok";
	case AGC_DIAG_MALFORMED: return "malformed";
	case AGC_DIAG_UNSUPPORTED: return "unsupported";
	case AGC_DIAG_LIMIT: return "limit";
	case AGC_DIAG_INTERNAL: return "internal";
	case AGC_DIAG_USAGE: return "usage";
	}
	return "?";
}

void
agc_diag_format(const struct agc_diag *d, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = 0;
	if (d->offset != AGC_DIAG_NO_OFFSET && d->where[0])
		len += snprintf(buf + len, n - len, "pc 0x%llx %s ",
				(unsigned long long)d->offset, d->where);
	else if (d->offset != AGC_DIAG_NO_OFFSET)
		len += snprintf(buf + len, n - len, "offset 0x%llx ",
				(unsigned long long)d->offset);
	if (len < n && d->inst[0])
		len += snprintf(buf + len, n - len, "'%s' ", d->inst);
	if (len < n && d->nwords) {
		len += snprintf(buf + len, n - len, "(");
		for (unsigned i = 0; i < d->nwords && len < n; i++)
			len += snprintf(buf + len, n - len, "%s0x%08x",
					i ? " " : "", d->words[i]);
		if (len < n)
			len += snprintf(buf + len, n - len, ") ");
	}
	if (len > 0 && len < n && buf[len - 1] == ' ')
		buf[--len] = 0;
	if (len < n)
		snprintf(buf + len, n - len, "%s%s", len ? ": " : "", d->msg);
}
