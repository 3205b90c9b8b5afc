/*
 * site_dir.c - the site written whole or not at all, and only what
 * changed.  Every page goes into a temporary directory beside DIR
 * (DIR.new-PID: the same file system, so the swap is a rename).  A page
 * whose bytes equal last night's is hard-linked from it (copied with
 * its times where a link cannot be made), so its mtime stays and rsync
 * sends only what changed.  Once every page is there, the new tree
 * takes DIR's name in one exchange (renameat2 RENAME_EXCHANGE; where
 * the file system has none, two renames) and last night's tree is
 * removed.  Any exit before the commit (a data error, a full disk)
 * removes the temporary tree and leaves DIR as it was.
 *
 * DIR must be absent, empty, or a site this wrote (it holds the file
 * .ratepipe-site): the swap replaces the whole directory, and a typo'd
 * DIR must never take a user's files with it.
 */
#define _GNU_SOURCE	/* renameat2 */
#include "out_file.h"
#include "rp.h"
#include "site.h"
#include "strbuf.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>	/* AT_FDCWD */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#define MARK ".ratepipe-site"

static char *dir, *tmp, *old;	/* DIR, the new tree, last night's tree once swapped */

/* Remove the tree at path (what this wrote: files and directories). */
static void
remove_tree(const char *path)
{
	struct stat st;
	DIR *d;
	struct dirent *e;

	/* a link is removed, never followed */
	if (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode) || !(d = opendir(path))) {
		unlink(path);
		return;
	}
	while ((e = readdir(d))) {
		char *p;
		size_t n;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		n = strlen(path) + strlen(e->d_name) + 2;
		p = xmalloc(n);
		snprintf(p, n, "%s/%s", path, e->d_name);
		if (unlink(p) != 0 && (errno == EISDIR || errno == EPERM))
			remove_tree(p);
		free(p);
	}
	closedir(d);
	rmdir(path);
}

static void
cleanup(void)
{
	if (tmp)
		remove_tree(tmp);
}

/*
 * The trees of a run that was killed (DIR.new-PID, DIR.old-PID with no
 * process PID any more) removed: a killed night leaves the site as it
 * was and, from the next night on, nothing beside it.
 */
static void
remove_stale(const char *d)
{
	const char *slash = strrchr(d, '/'), *base = slash ? slash + 1 : d;
	char *parent = slash ? xstrdup(d) : xstrdup(".");
	size_t bn = strlen(base);
	DIR *dp;
	struct dirent *e;

	if (slash)
		parent[slash - d == 0 ? 1 : slash - d] = '\0';
	if (!(dp = opendir(parent))) {
		free(parent);
		return;
	}
	while ((e = readdir(dp))) {
		const char *t = e->d_name + bn;
		char *end, *p;
		long pid;
		size_t n;

		if (strncmp(e->d_name, base, bn) || (strncmp(t, ".new-", 5) && strncmp(t, ".old-", 5)))
			continue;
		pid = strtol(t + 5, &end, 10);
		if (*end || end == t + 5 || pid <= 0 || pid == (long)getpid() ||
		    kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		n = strlen(parent) + strlen(e->d_name) + 2;
		p = xmalloc(n);
		snprintf(p, n, "%s/%s", parent, e->d_name);
		remove_tree(p);
		free(p);
	}
	closedir(dp);
	free(parent);
}

/* DIR absent, empty, or one of ours; else exit 2. */
static void
check_dir(const char *d)
{
	struct stat st;
	DIR *dp;
	struct dirent *e;
	char *mark;
	size_t n;

	if (stat(d, &st) != 0) {
		if (errno != ENOENT)
			die_sys("--site %s", d);
		return;
	}
	if (!S_ISDIR(st.st_mode))
		die_usage("--site %s: not a directory", d);
	n = strlen(d) + sizeof MARK + 1;
	mark = xmalloc(n);
	snprintf(mark, n, "%s/%s", d, MARK);
	if (access(mark, F_OK) == 0) {
		free(mark);
		return;
	}
	free(mark);
	if (!(dp = opendir(d)))
		die_sys("--site %s", d);
	while ((e = readdir(dp)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			die_usage("--site %s: a directory that is neither empty nor a site "
			    "format --site wrote (no %s): not replaced", d, MARK);
	closedir(dp);
}

void
site_dir_begin(const char *d)
{
	size_t n = strlen(d) + 32;
	struct strbuf mark = { 0 };

	dir = xstrdup(d);
	while (strlen(dir) > 1 && dir[strlen(dir) - 1] == '/')
		dir[strlen(dir) - 1] = '\0';
	check_dir(dir);
	remove_stale(dir);
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.new-%ld", dir, (long)getpid());
	remove_tree(tmp);	/* a run of the same pid long ago, killed */
	if (mkdir(tmp, 0777) != 0) {
		char *t = tmp;

		tmp = NULL;
		die_sys("%s", t);
	}
	atexit(cleanup);
	sb_adds(&mark, "format --site\n");
	site_dir_put(MARK, &mark);
	free(mark.s);
}

/* Does the file at path hold exactly sb's bytes? */
static int
same(const char *path, const struct strbuf *sb)
{
	struct stat st;
	char *buf;
	int fd, eq = 0;
	size_t got = 0;

	if ((fd = open(path, O_RDONLY)) < 0)
		return 0;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size != sb->len) {
		close(fd);
		return 0;
	}
	buf = xmalloc(sb->len + 1);
	while (got < sb->len) {
		ssize_t r = read(fd, buf + got, sb->len - got);

		if (r <= 0)
			break;
		got += (size_t)r;
	}
	eq = got == sb->len && memcmp(buf, sb->s, sb->len) == 0;
	free(buf);
	close(fd);
	return eq;
}

/* The directories of rel (a page's path in the tree) made in the new
 * tree; the last one made is remembered, pages come by directory. */
static void
make_parents(const char *rel)
{
	static char *last;
	const char *slash = strrchr(rel, '/');
	size_t n;
	char *d;

	if (!slash || (last && strlen(last) == (size_t)(slash - rel) &&
	    !strncmp(last, rel, (size_t)(slash - rel))))
		return;
	free(last);
	last = xmalloc((size_t)(slash - rel) + 1);
	memcpy(last, rel, (size_t)(slash - rel));
	last[slash - rel] = '\0';
	n = strlen(tmp) + strlen(rel) + 2;
	d = xmalloc(n);
	for (slash = strchr(rel, '/'); slash; slash = strchr(slash + 1, '/')) {
		snprintf(d, n, "%s/%.*s", tmp, (int)(slash - rel), rel);
		if (mkdir(d, 0777) != 0 && errno != EEXIST)
			die_sys("%s", d);
	}
	free(d);
}

void
site_dir_put(const char *path, const struct strbuf *sb)
{
	size_t n = strlen(tmp) + strlen(dir) + 2 * strlen(path) + 4;
	char *to = xmalloc(n), *from = xmalloc(n);
	struct stat st;

	snprintf(to, n, "%s/%s", tmp, path);
	snprintf(from, n, "%s/%s", dir, path);
	make_parents(path);
	if (same(from, sb) && stat(from, &st) == 0) {
		if (link(from, to) != 0)
			out_file_new(to, sb->s, sb->len, &st);	/* no hard links here: a copy, its times kept */
	} else {
		out_file_new(to, sb->s, sb->len, NULL);
	}
	free(to);
	free(from);
}

void
site_dir_commit(void)
{
	size_t n = strlen(dir) + 32;
	struct stat st;

	old = xmalloc(n);
	snprintf(old, n, "%s.old-%ld", dir, (long)getpid());
	if (stat(dir, &st) != 0) {
		if (rename(tmp, dir) != 0)
			die_sys("rename %s to %s", tmp, dir);
		free(tmp);
		tmp = NULL;
		return;
	}
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, dir, RENAME_EXCHANGE) == 0) {
		/* DIR is the new site; the name tmp holds last night's */
		remove_tree(tmp);
		free(tmp);
		tmp = NULL;
		return;
	}
	if (errno != EINVAL && errno != ENOSYS && errno != EOPNOTSUPP)
		die_sys("rename %s to %s", tmp, dir);
	if (rename(dir, old) != 0)
		die_sys("rename %s to %s", dir, old);
	if (rename(tmp, dir) != 0) {
		int e = errno;

		rename(old, dir);	/* last night's back */
		errno = e;
		die_sys("rename %s to %s", tmp, dir);
	}
	free(tmp);
	tmp = NULL;
	remove_tree(old);
}
