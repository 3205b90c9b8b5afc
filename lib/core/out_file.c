/*
 * out_file.c - a file an option names, written whole or not at all
 * (out_file.h).  Written in place, a side file was cut to nothing when
 * it was opened, so an input given as the side file was gone before it
 * was read, and a full disk or a file-size limit left it empty or ending
 * in half a row.  Here the rows go to a temporary file beside the target
 * (the same directory: the same file system, so rename(2) replaces the
 * target in one step, and readers see the old file or the new, never a
 * part), and a target that is an input is refused before anything is
 * read.  The target keeps its mode (and owner, where we may set it); a
 * hard link to it keeps the old content, as with any editor's save.
 */
#define _GNU_SOURCE	/* realpath */
#include "out_file.h"
#include "rp.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporary files not yet renamed, removed at any exit (an error's included). */
static char *pending[8];

static void
remove_pending(void)
{
	size_t i;

	for (i = 0; i < sizeof pending / sizeof *pending; i++)
		if (pending[i]) {
			(void)unlink(pending[i]);
			pending[i] = NULL;
		}
}

/* Killed (a cron job's timeout, ^C): the temporary files go, then the signal does its work. */
static void
on_signal(int sig)
{
	size_t i;

	for (i = 0; i < sizeof pending / sizeof *pending; i++)
		if (pending[i])
			(void)unlink(pending[i]);	/* async-signal-safe */
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
hook_exits(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM };
	struct sigaction sa, old;
	size_t i;

	atexit(remove_pending);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof *sigs; i++)
		if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
			sigaction(sigs[i], &sa, NULL);	/* one ignored stays ignored */
}

static void
track(char *tmp, int on)
{
	static int hooked;
	size_t i;

	if (!hooked && on) {
		hooked = 1;
		hook_exits();
	}
	for (i = 0; i < sizeof pending / sizeof *pending; i++)
		if (on ? !pending[i] : pending[i] == tmp) {
			pending[i] = on ? tmp : NULL;
			return;
		}
	if (on)
		die_data("internal error: more than %zu side files", sizeof pending / sizeof *pending);
}

/* Is the input NAME ("-": the standard input) the file *st? */
static int
same_file(const struct stat *st, const char *name)
{
	struct stat in;

	if (strcmp(name, "-") == 0 ? fstat(0, &in) != 0 : stat(name, &in) != 0)
		return 0;
	return in.st_dev == st->st_dev && in.st_ino == st->st_ino;
}

/*
 * Refused before reading: a regular file that is also an input (it would
 * be replaced under the reader, or read after its replacement) or the
 * standard output (the rows written there would go to the replaced file,
 * unlinked).  Devices (/dev/null, /dev/stderr on a terminal) are not.
 */
static void
refuse_inputs(const char *opt, const char *path, const struct stat *st, int npaths,
    char *const *paths, const char *extra)
{
	struct stat out;
	int i;

	if (!S_ISREG(st->st_mode))
		return;
	if (npaths == 0 && same_file(st, "-"))
		die_usage("%s %s: %s is also an input (standard input); refused before reading",
		    opt, path, path);
	for (i = 0; i < npaths; i++)
		if (same_file(st, paths[i]))
			die_usage("%s %s: %s is also an input (%s); refused before reading", opt, path,
			    path, strcmp(paths[i], "-") == 0 ? "standard input" : paths[i]);
	if (extra && same_file(st, extra))
		die_usage("%s %s: %s is also an input (%s); refused before reading", opt, path,
		    path, extra);
	if (fstat(1, &out) == 0 && out.st_dev == st->st_dev && out.st_ino == st->st_ino)
		die_usage("%s %s: %s is also the standard output; refused before reading", opt,
		    path, path);
}

void
out_refuse_stdout_input(int npaths, char *const *paths)
{
	struct stat out;
	int i;

	if (fstat(1, &out) != 0 || !S_ISREG(out.st_mode))
		return;
	if (npaths == 0 && same_file(&out, "-"))
		die_usage("the standard output is also an input (standard input); refused before reading");
	for (i = 0; i < npaths; i++)
		if (same_file(&out, paths[i]))
			die_usage("the standard output is also an input (%s); refused before reading",
			    strcmp(paths[i], "-") == 0 ? "standard input" : paths[i]);
}

/* A temporary file beside TARGET, with the mode the target has (or a new file's). */
static FILE *
make_tmp(struct out_file *of, const struct stat *st)
{
	const char *slash = strrchr(of->target, '/');
	size_t dirlen = slash ? (size_t)(slash - of->target) + 1 : 0;
	const char *base = of->target + dirlen;
	mode_t mask;
	FILE *fp;
	int fd;

	of->tmp = xmalloc(dirlen + strlen(base) + 10);
	memcpy(of->tmp, of->target, dirlen);
	sprintf(of->tmp + dirlen, ".%s.XXXXXX", base);
	if ((fd = mkstemp(of->tmp)) < 0)
		die_sys("%s: a temporary file beside it", of->path);
	track(of->tmp, 1);
	if (of->existed) {
		(void)fchown(fd, st->st_uid, st->st_gid);	/* ours already, or not ours to give */
		(void)fchmod(fd, st->st_mode & 07777);
	} else {
		mask = umask(0);
		umask(mask);
		(void)fchmod(fd, 0666 & ~mask);
	}
	if (!(fp = fdopen(fd, "w")))
		die_sys("%s", of->path);
	return fp;
}

void
out_file_open(struct out_file *of, const char *opt, const char *path, int npaths,
    char *const *paths, const char *extra)
{
	struct stat st, lst;

	memset(of, 0, sizeof *of);
	of->path = path;
	of->existed = stat(path, &st) == 0;
	if (of->existed)
		refuse_inputs(opt, path, &st, npaths, paths, extra);
	/* past a limit, a write fails (EFBIG) instead of killing us: the target stays */
	signal(SIGXFSZ, SIG_IGN);
	if (of->existed && !S_ISREG(st.st_mode)) {
		/* a device or a pipe: nothing to keep, nothing to rename over */
		if (!(of->fp = fopen(path, "w")))
			die_sys("%s", path);
		return;
	}
	of->target = of->existed && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode) ?
	    realpath(path, NULL) : NULL;
	if (!of->target)
		of->target = xstrdup(path);
	of->fp = make_tmp(of, &st);
}

/* The write failed (errno): the temporary file goes, the target stays. */
static void
failed(struct out_file *of)
{
	int e = errno ? errno : EIO;

	if (of->tmp) {
		(void)unlink(of->tmp);
		track(of->tmp, 0);
	}
	if (!of->tmp)
		die_data("%s: %s", of->path, strerror(e));
	if (of->existed)
		die_data("%s: %s; %s keeps its old content", of->path, strerror(e), of->path);
	die_data("%s: %s; %s is not made", of->path, strerror(e), of->path);
}

void
out_file_commit(struct out_file *of)
{
	int bad;

	errno = 0;
	bad = fflush(of->fp) != 0 || ferror(of->fp);
	/* on the disk before the rename, or a crash could leave an empty target */
	if (!bad && of->tmp && fsync(fileno(of->fp)) != 0)
		bad = 1;
	if (fclose(of->fp) != 0)
		bad = 1;
	of->fp = NULL;
	if (!bad && of->tmp && rename(of->tmp, of->target) != 0)
		bad = 1;
	if (bad)
		failed(of);
	if (of->tmp) {
		track(of->tmp, 0);
		free(of->tmp);
		of->tmp = NULL;
	}
	free(of->target);
	of->target = NULL;
}

void
out_file_new(const char *path, const char *p, size_t n, const struct stat *times)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0666);

	if (fd < 0)
		die_sys("%s", path);
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			die_sys("%s", path);
		}
		p += w;
		n -= (size_t)w;
	}
	if (times) {
		struct timespec ts[2] = { times->st_atim, times->st_mtim };

		if (futimens(fd, ts) != 0)
			die_sys("%s", path);
	}
	if (close(fd) != 0)
		die_sys("%s", path);
}
