package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;

/**
 * An OpenAI-compatible chat-completions endpoint on loopback, played by the JDK's HttpServer: it records every
 * request (method, path, headers, body) and answers with whatever the test's script returns for the n-th request.
 */
final class FakeOpenAi implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One request as the server saw it. */
  record Request(String method, String path, Map<String, List<String>> headers, JsonNode body) {
    String header(String name) {
      return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).findFirst()
          .map(e -> e.getValue().get(0)).orElse(null);
    }
  }

  /** What the server answers: a status, headers, a body, after a delay. */
  record Response(int status, Map<String, String> headers, String body, long delayMs) {
    static Response ok(String body) {
      return new Response(200, Map.of(), body, 0);
    }
  }

  private final HttpServer server;
  final List<Request> requests = new CopyOnWriteArrayList<>();

  /** {@code script}: (0-based request number, request) → response. */
  FakeOpenAi(BiFunction<Integer, Request, Response> script) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext("/", exchange -> handle(exchange, script));
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  private void handle(HttpExchange exchange, BiFunction<Integer, Request, Response> script) throws IOException {
    try (exchange) {
      String text = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
      JsonNode body = text.isEmpty() ? JSON.nullNode() : JSON.readTree(text);
      Request request = new Request(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
          Map.copyOf(exchange.getRequestHeaders()), body);
      int n;
      synchronized (requests) {
        n = requests.size();
        requests.add(request);
      }
      Response response = script.apply(n, request);
      if (response.delayMs() > 0) {
        try {
          Thread.sleep(response.delayMs());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
      byte[] bytes = response.body().getBytes(StandardCharsets.UTF_8);
      response.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
      exchange.getResponseHeaders().add("Content-Type", "application/json");
      exchange.sendResponseHeaders(response.status(), bytes.length == 0 ? -1 : bytes.length);
      if (bytes.length > 0) {
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(bytes);
        }
      }
    } catch (IOException e) {
      // the client went away (a timeout test): nothing to answer
    }
  }

  /** A chat completion whose message is {@code content}, with a usage object. */
  static String completion(String content, int prompt, int cached, int completion) {
    var root = JSON.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion");
    root.putArray("choices").addObject().put("index", 0).put("finish_reason", "stop")
        .putObject("message").put("role", "assistant").put("content", content);
    var usage = root.putObject("usage").put("prompt_tokens", prompt).put("completion_tokens", completion)
        .put("total_tokens", prompt + completion);
    usage.putObject("prompt_tokens_details").put("cached_tokens", cached);
    usage.putObject("completion_tokens_details").put("reasoning_tokens", 3);
    return root.toString();
  }

  @Override
  public void close() {
    server.stop(0);
    ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
  }
}
