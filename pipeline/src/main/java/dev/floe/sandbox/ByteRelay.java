package dev.floe.sandbox;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/** Copies bytes both ways between two connected channels until both sides are done, then closes them. */
final class ByteRelay {
  private ByteRelay() {}

  static void start(SocketChannel a, SocketChannel b, String name) {
    Thread forward = new Thread(() -> copy(a, b), name + "-out");
    Thread backward = new Thread(() -> copy(b, a), name + "-in");
    forward.setDaemon(true);
    backward.setDaemon(true);
    forward.start();
    backward.start();
  }

  private static void copy(SocketChannel from, SocketChannel to) {
    ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
    try {
      while (from.read(buffer) >= 0) {
        buffer.flip();
        while (buffer.hasRemaining()) {
          to.write(buffer);
        }
        buffer.clear();
      }
      to.shutdownOutput(); // half-close: the other direction may still be answering
    } catch (IOException e) {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  static void closeQuietly(java.io.Closeable closeable) {
    try {
      closeable.close();
    } catch (IOException ignored) {
      // closing a connection that already failed
    }
  }
}
