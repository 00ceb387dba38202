import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import {
  computeStandings,
  isFinished,
  readBracket,
} from "../../server/services/play/engine";
import { testDatabase } from "./support/harness";
import {
  createPlayEvent,
  matchesOf,
  playAll,
  seedsOf,
  start,
} from "./support/play-engine";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase();
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

/** The better seed (lower number) wins. */
const favourite = (seeds: Map<number, number>) => (a: number, b: number) =>
  (seeds.get(a) ?? 0) < (seeds.get(b) ?? 0) ? 0 : 1;

describe("single elimination", () => {
  it.each([
    [2, 1, 0],
    [3, 2, 1],
    [5, 4, 3],
    [8, 7, 0],
    [16, 15, 0],
  ])(
    "%i participants: the bracket has %i playable matches and %i byes; the best seed wins",
    async (count, playable, byes) => {
      const db = handle.db;
      const { event, participantIds } = await createPlayEvent(db, count);
      await start(db, event, participantIds);
      const matches = await matchesOf(db, event.id);
      expect(matches.filter((m) => m.status === "BYE")).toHaveLength(byes);
      expect(matches.filter((m) => m.status !== "BYE")).toHaveLength(playable);
      // Byes go to the best seeds.
      const seeds = await seedsOf(db, event.id);
      for (const bye of matches.filter((m) => m.status === "BYE"))
        expect(seeds.get(bye.side1 ?? bye.side2!)).toBeLessThanOrEqual(byes);
      expect(
        matches.every((m) => m.status !== "READY" || m.readyAt !== null),
      ).toBe(true);
      expect(await isFinished(db, event)).toBe(false);

      expect(await playAll(db, event, favourite(seeds))).toBe(playable);
      expect(await isFinished(db, event)).toBe(true);
      const standings = await computeStandings(db, event, new Set());
      expect(standings.tiebreak).toBe("play:tiebreak.elimination");
      expect(standings.rows.map((r) => seeds.get(r.participantId))).toEqual(
        Array.from({ length: count }, (_, i) => i + 1),
      );
      expect(standings.rows[0]).toMatchObject({ rank: 1, eliminated: false });
      expect(standings.rows[1]).toMatchObject({ rank: 2, eliminated: true });
      if (count >= 4)
        expect(standings.rows.slice(2, 4).map((r) => r.rank)).toEqual([3, 3]);

      const bracket = await readBracket(
        db,
        event,
        new Set([participantIds[0]!]),
      );
      expect(bracket.kind).toBe("DUEL");
      if (bracket.kind !== "DUEL") return;
      const last = bracket.rounds.at(-1)!;
      expect(last.name).toBe("play:round.final");
      expect(last.matches[0]!.sides.find((s) => s.result === "WIN")?.seed).toBe(
        1,
      );
      expect(last.matches[0]!.sides[0].mine).toBe(true);
    },
  );

  it("best seeds meet last: 8 seeds are placed 1-8, 4-5, 2-7, 3-6", async () => {
    const db = handle.db;
    const { event, participantIds } = await createPlayEvent(db, 8);
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    const first = (await matchesOf(db, event.id)).filter(
      (m) => m.stage === "WINNERS" && m.roundNumber === 1,
    );
    expect(
      first.map((m) => [seeds.get(m.side1!), seeds.get(m.side2!)]),
    ).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    const bracket = await readBracket(db, event, new Set());
    if (bracket.kind !== "DUEL") throw new Error("not a duel bracket");
    expect(bracket.rounds.map((r) => r.name)).toEqual([
      "play:round.quarterFinal",
      "play:round.semiFinal",
      "play:round.final",
    ]);
  });

  it("plays a third-place match between the semi-final losers", async () => {
    const db = handle.db;
    const { event, participantIds } = await createPlayEvent(db, 8, {
      thirdPlaceMatch: true,
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    const third = (await matchesOf(db, event.id)).find(
      (m) => m.stage === "THIRD_PLACE",
    );
    expect(third?.status).toBe("PENDING");
    // Seed 4 beats seed 3 for third place.
    await playAll(db, event, (a, b, stage) => {
      if (stage === "THIRD_PLACE") return seeds.get(a) === 4 ? 0 : 1;
      return favourite(seeds)(a, b);
    });
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(
      rows.slice(0, 4).map((r) => [seeds.get(r.participantId), r.rank]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
      [3, 4],
    ]);
    const bracket = await readBracket(db, event, new Set());
    if (bracket.kind !== "DUEL") throw new Error("not a duel bracket");
    expect(bracket.rounds.map((r) => r.stage)).toEqual([
      "WINNERS",
      "WINNERS",
      "WINNERS",
      "THIRD_PLACE",
    ]);
    expect(bracket.rounds.at(-1)!.name).toBe("play:round.thirdPlace");
  });
});

describe("double elimination", () => {
  it("ends after the grand final when the winners-side finalist wins it (no reset)", async () => {
    const db = handle.db;
    const { event, participantIds } = await createPlayEvent(db, 8, {
      format: "DOUBLE_ELIMINATION",
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    await playAll(db, event, favourite(seeds));
    expect(await isFinished(db, event)).toBe(true);
    const matches = await matchesOf(db, event.id);
    expect(matches.filter((m) => m.stage === "GRAND_FINAL")).toHaveLength(1);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(
      rows.slice(0, 3).map((r) => [seeds.get(r.participantId), r.rank]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const bracket = await readBracket(db, event, new Set());
    if (bracket.kind !== "DUEL") throw new Error("not a duel bracket");
    expect([...new Set(bracket.rounds.map((r) => r.stage))]).toEqual([
      "WINNERS",
      "LOSERS",
      "GRAND_FINAL",
    ]);
    expect(bracket.rounds.find((r) => r.stage === "LOSERS")?.name).toBe(
      "play:round.losers",
    );
  });

  it("plays the grand final again when the losers-side finalist wins it (reset)", async () => {
    const db = handle.db;
    const { event, participantIds } = await createPlayEvent(db, 8, {
      format: "DOUBLE_ELIMINATION",
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    // Seed 2 loses the winners' final to seed 1, comes back through the losers' side, wins both grand finals.
    const played = await playAll(db, event, (a, b, stage) => {
      if (stage === "GRAND_FINAL") return seeds.get(a) === 2 ? 0 : 1;
      return favourite(seeds)(a, b);
    });
    const finals = (await matchesOf(db, event.id)).filter(
      (m) => m.stage === "GRAND_FINAL",
    );
    expect(finals.map((m) => [m.roundNumber, m.status])).toEqual([
      [1, "COMPLETED"],
      [2, "COMPLETED"],
    ]);
    // 7 winners' matches, 6 losers' matches, 2 grand finals.
    expect(played).toBe(15);
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(rows.slice(0, 2).map((r) => seeds.get(r.participantId))).toEqual([
      2, 1,
    ]);
    const bracket = await readBracket(db, event, new Set());
    if (bracket.kind !== "DUEL") throw new Error("not a duel bracket");
    expect(
      bracket.rounds
        .filter((r) => r.stage === "GRAND_FINAL")
        .map((r) => r.name),
    ).toEqual(["play:round.grandFinal", "play:round.grandFinalReset"]);
  });

  it.each([3, 5, 6])(
    "%i participants with byes play to the end",
    async (count) => {
      const db = handle.db;
      const { event, participantIds } = await createPlayEvent(db, count, {
        format: "DOUBLE_ELIMINATION",
      });
      await start(db, event, participantIds);
      const seeds = await seedsOf(db, event.id);
      await playAll(db, event, favourite(seeds));
      expect(await isFinished(db, event)).toBe(true);
      const rows = (await computeStandings(db, event, new Set())).rows;
      expect(seeds.get(rows[0]!.participantId)).toBe(1);
      expect(rows[1]!.rank).toBe(2);
    },
  );
});

describe("round robin", () => {
  it.each([4, 5])(
    "%i participants: everyone meets everyone once",
    async (count) => {
      const db = handle.db;
      const { event, participantIds } = await createPlayEvent(db, count, {
        format: "ROUND_ROBIN",
      });
      await start(db, event, participantIds);
      const matches = await matchesOf(db, event.id);
      expect(matches).toHaveLength((count * (count - 1)) / 2);
      expect(
        matches.every((m) => m.stage === "GROUP" && m.status === "READY"),
      ).toBe(true);
      const pairs = new Set(
        matches.map((m) => [m.side1, m.side2].sort().join("-")),
      );
      expect(pairs.size).toBe(matches.length);
      const seeds = await seedsOf(db, event.id);
      await playAll(db, event, favourite(seeds));
      expect(await isFinished(db, event)).toBe(true);
      const standings = await computeStandings(db, event, new Set());
      expect(standings.tiebreak).toBe("play:tiebreak.roundRobin");
      expect(standings.rows.map((r) => r.points)).toEqual(
        Array.from({ length: count }, (_, i) => 3 * (count - 1 - i)),
      );
      const bracket = await readBracket(db, event, new Set());
      if (bracket.kind !== "DUEL") throw new Error("not a duel bracket");
      expect(bracket.rounds[0]).toMatchObject({
        stage: "GROUP",
        name: "play:round.group",
        nameParams: { number: 1 },
      });
    },
  );
});
