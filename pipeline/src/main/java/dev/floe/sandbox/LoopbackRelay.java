package dev.floe.sandbox;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Inside a sandbox without network: listens on the environment's loopback port in the agent's own network namespace,
 * passes each connection to the {@link EnvironmentBridge}'s socket, and runs the agent's command as its child, ending
 * with the agent's exit code. So {@code FLOE_ENV_BASE_URL} works unchanged and nothing else is reachable.
 *
 * <p>Usage: {@code LoopbackRelay <port> <socket> -- <command>...}. Uses nothing but the JDK.
 */
public final class LoopbackRelay {
  private LoopbackRelay() {}

  public static void main(String[] args) throws InterruptedException {
    int separator = Arrays.asList(args).indexOf("--");
    if (separator != 2 || args.length < 4) {
      System.err.println("floe sandbox relay: usage: LoopbackRelay <port> <socket> -- <command>...");
      System.exit(125);
    }
    int port = Integer.parseInt(args[0]);
    Path socket = Path.of(args[1]);
    List<String> command = Arrays.asList(args).subList(3, args.length);
    ServerSocketChannel listener;
    try {
      listener = ServerSocketChannel.open();
      listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    } catch (IOException e) {
      System.err.println("floe sandbox relay: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
      System.exit(125);
      return;
    }
    Thread accept = new Thread(() -> serve(listener, socket), "floe-loopback-relay");
    accept.setDaemon(true);
    accept.start();
    Process agent;
    try {
      agent = new ProcessBuilder(command).inheritIO().start();
    } catch (IOException e) {
      System.err.println("floe: cannot start " + command.get(0) + ": " + e.getMessage());
      System.exit(127);
      return;
    }
    System.exit(agent.waitFor());
  }

  private static void serve(ServerSocketChannel listener, Path socket) {
    while (true) {
      SocketChannel agent;
      try {
        agent = listener.accept();
      } catch (IOException e) {
        return;
      }
      try {
        SocketChannel bridge = SocketChannel.open(StandardProtocolFamily.UNIX);
        bridge.connect(UnixDomainSocketAddress.of(socket));
        ByteRelay.start(agent, bridge, "floe-loopback-relay");
      } catch (IOException e) {
        ByteRelay.closeQuietly(agent);
      }
    }
  }
}
