/*
 * arena.c -- one arena per shader.  Chunks grow geometrically; nothing is
 * freed until agc_arena_free, which releases everything at once.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/agc.h"

struct agc_arena_chunk {
	struct agc_arena_chunk *next;
	size_t size;
	max_align_t data[];
};

#define ALIGN (sizeof(max_align_t))

/* size bytes (a multiple of ALIGN), not zeroed. */
static void *
alloc_raw(struct agc_arena *a, size_t size)
{
	struct agc_arena_chunk *c = a->head;

	if (!c || a->used + size > c->size) {
		size_t want = c ? c->size * 2 : 4096;
		if (want < size)
			want = size;
		if (want > ((size_t)1 << 26) && size < ((size_t)1 << 26))
			want = (size_t)1 << 26;
		if (a->limit && a->total + want > a->limit)
			return NULL;
		c = malloc(sizeof(*c) + want);
		if (!c)
			return NULL;
		c->next = a->head;
		c->size = want;
		a->head = c;
		a->used = 0;
		a->total += want;
	}
	void *p = (char *)c->data + a->used;
	a->used += size;
	return p;
}

static size_t
round_up(size_t size)
{
	size = (size + ALIGN - 1) & ~(ALIGN - 1);
	return size ? size : ALIGN;
}

void *
agc_alloc(struct agc_arena *a, size_t size)
{
	size = round_up(size);
	void *p = alloc_raw(a, size);
	if (p)
		memset(p, 0, size);
	return p;
}

void *
agc_alloc_uninit(struct agc_arena *a, size_t size)
{
	return alloc_raw(a, round_up(size));
}

/* A buffer that grows (SPIR-V sections, lists) is mostly the arena's
 * latest allocation: then it grows where it is; otherwise the old part
 * is copied, not zeroed first.  The new part is zeroed when zero.  The
 * latest allocation made smaller gives its end back. */
static void *
grow(struct agc_arena *a, void *old, size_t oldsize, size_t newsize, bool zero)
{
	if (!old)
		oldsize = 0;
	struct agc_arena_chunk *c = a->head;
	size_t have = round_up(oldsize), want = round_up(newsize);
	bool latest = old && c && (char *)old + have == (char *)c->data + a->used;
	if (newsize <= oldsize) {
		if (latest) /* the end given back */
			a->used -= have - want;
		return old;
	}
	char *p;
	if (latest && a->used - have + want <= c->size) {
		a->used += want - have;
		p = old;
	} else {
		if (!(p = alloc_raw(a, want)))
			return NULL;
		if (old)
			memcpy(p, old, oldsize);
	}
	if (zero)
		memset(p + oldsize, 0, want - oldsize);
	return p;
}

void *
agc_realloc(struct agc_arena *a, void *old, size_t oldsize, size_t newsize)
{
	return grow(a, old, oldsize, newsize, true);
}

void *
agc_grow(struct agc_arena *a, void *old, size_t oldsize, size_t newsize)
{
	return grow(a, old, oldsize, newsize, false);
}

char *
agc_strdup(struct agc_arena *a, const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = agc_alloc(a, n);
	if (p)
		memcpy(p, s, n);
	return p;
}

void
agc_arena_reset(struct agc_arena *a)
{
	struct agc_arena_chunk *c = a->head, *next, *keep = NULL;

	/* Keep the largest chunk for the next shader: no return to the
	 * system, no fresh pages to fault in. */
	for (; c; c = next) {
		next = c->next;
		if (!keep || c->size > keep->size) {
			if (keep)
				free(keep);
			keep = c;
		} else {
			free(c);
		}
	}
	a->head = keep;
	a->used = 0;
	a->total = keep ? keep->size : 0;
	if (keep)
		keep->next = NULL;
}

void
agc_arena_free(struct agc_arena *a)
{
	struct agc_arena_chunk *c = a->head, *next;

	for (; c; c = next) {
		next = c->next;
		free(c);
	}
	a->head = NULL;
	a->used = a->total = 0;
}
