// Two-factor enrolment and sign-in for API tests, with the codes an authenticator app would show.
import request from "supertest";
import type { Express } from "express";
import { totpCodeAt } from "../../server/lib/totp";

type Agent = ReturnType<typeof request.agent>;

/**
 * Enrols the agent's user (setup, then the first code at `now` with the user's `password`); returns the secret
 * and the recovery codes.
 */
export async function enrolTwoFactor(agent: Agent, now: number, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post("/api/account/two-factor/setup");
  if (setup.status !== 200) throw new Error(`two-factor setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const enable = await agent.post("/api/account/two-factor/enable").send({ code: totpCodeAt(setup.body.secret, now), password });
  if (enable.status !== 200) throw new Error(`two-factor enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

/** Signs in with the password and then the code of `secret` at `now`; returns the agent. */
export async function signInWithCode(
  app: Express,
  credentials: { username: string; password: string },
  secret: string,
  now: number,
): Promise<Agent> {
  const agent = request.agent(app);
  const first = await agent.post("/api/login").send(credentials);
  if (first.status !== 200 || !first.body.twoFactorRequired)
    throw new Error(`password step failed: ${first.status} ${JSON.stringify(first.body)}`);
  const second = await agent.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) });
  if (second.status !== 200) throw new Error(`second factor failed: ${second.status} ${JSON.stringify(second.body)}`);
  return agent;
}
