package dev.floe.sandbox;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * Outside the sandbox: a Unix socket that forwards every connection to the environment's loopback port. With
 * {@code --no-network} the agent has a network namespace of its own, so the socket, bound into the sandbox, is its
 * only way out, and it leads to that one port.
 */
final class EnvironmentBridge implements AutoCloseable {
  static final String SOCKET = "environment.sock";

  private final ServerSocketChannel server;

  private EnvironmentBridge(ServerSocketChannel server) {
    this.server = server;
  }

  static EnvironmentBridge open(Path folder, int port) throws IOException {
    ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(UnixDomainSocketAddress.of(folder.resolve(SOCKET)));
    EnvironmentBridge bridge = new EnvironmentBridge(server);
    Thread accept = new Thread(() -> bridge.serve(port), "floe-environment-bridge");
    accept.setDaemon(true);
    accept.start();
    return bridge;
  }

  private void serve(int port) {
    while (server.isOpen()) {
      SocketChannel agent;
      try {
        agent = server.accept();
      } catch (IOException e) {
        return; // closed at the end of the call
      }
      try {
        SocketChannel environment = SocketChannel.open(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        ByteRelay.start(agent, environment, "floe-environment-bridge");
      } catch (IOException e) {
        ByteRelay.closeQuietly(agent); // the agent sees a refused connection, as it would without the bridge
      }
    }
  }

  @Override
  public void close() {
    ByteRelay.closeQuietly(server);
  }
}
