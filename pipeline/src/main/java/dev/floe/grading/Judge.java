package dev.floe.grading;

/**
 * The evaluating agent of RFC-0001: reads a case's rubric, statement and answer and gives one verdict, as the JSON
 * object {@code {"score", "max_score", "reason", "points"}}. One call is one try of one sample; {@link JudgeGrading}
 * samples, retries and averages.
 */
public interface Judge {
  JudgeReply judge(JudgeCall call) throws InterruptedException;
}
