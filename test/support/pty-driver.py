# A real pseudo-terminal for tests: runs argv[3:] on the slave side of a pty sized
# rows x cols (argv[1], argv[2]), copies what it draws to stdout as raw bytes, and types
# what arrives on stdin into it, as a person at a keyboard would. Exits with the child's code
# (128 + the signal when a signal ended it). What it does not model: a terminal's own replies
# (cursor position reports and the like) are not sent back; Ralph's view asks for none.
import fcntl
import os
import pty
import select
import struct
import sys
import termios

rows, cols = int(sys.argv[1]), int(sys.argv[2])
argv = sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.execvp(argv[0], argv)

stdin = sys.stdin.fileno()
stdout = sys.stdout.fileno()
reading = True
while True:
    fds = [fd] + ([stdin] if reading else [])
    ready, _, _ = select.select(fds, [], [])
    if fd in ready:
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b""
        if not data:
            break
        os.write(stdout, data)
    if reading and stdin in ready:
        data = os.read(stdin, 65536)
        if data:
            os.write(fd, data)
        else:
            reading = False

_, status = os.waitpid(pid, 0)
if os.WIFSIGNALED(status):
    sys.exit(128 + os.WTERMSIG(status))
sys.exit(os.WEXITSTATUS(status))
