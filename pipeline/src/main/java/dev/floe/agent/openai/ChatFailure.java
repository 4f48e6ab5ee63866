package dev.floe.agent.openai;

/** A chat-completions call that did not give a reply: why, in words with the key removed, and whether time ran out. */
final class ChatFailure extends Exception {
  private final boolean timedOut;

  ChatFailure(String message, boolean timedOut) {
    super(message);
    this.timedOut = timedOut;
  }

  boolean timedOut() {
    return timedOut;
  }
}
