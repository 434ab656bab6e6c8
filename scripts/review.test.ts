import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDb, openEmbedded } from '../lib/db/embedded';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-review-'));
const review = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'review.ts'), ...args], {
    env: { ...process.env, KULDEVTA_DATA_DIR: dir, DATABASE_URL: '', KULDEVTA_REVALIDATE_SECRET: '' },
  });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run review', () => {
  it('lists pending submissions, approves one into a community association, rejects another', async () => {
    const db = await createEmbeddedDb({ dataDir: dir });
    for (const name of ['Asha Patil', 'Ravi Joshi', 'Mira Jadhav']) {
      await db.call('submit_family_info', {
        p_user_name: name,
        p_user_town: 'Pune',
        p_user_region: 'Maharashtra',
        p_kuldevta_info: 'Our kuldevi is Tulja Bhavani.',
      });
    }
    await db.close();

    const list = await review('list');
    expect(list.stdout).toContain('3 pending submission(s)');
    expect(list.stdout).toContain('Asha Patil');
    const approved = (await review('approve', '1', '--surname', 'Patil', '--deity', 'tulja-bhavani', '--community', 'Maratha')).stdout;
    expect(approved).toMatch(/submission 1: approved as association \d+ \(source 'community'\)/);
    // Cached pages read the surname, the deity and the community: the reviewer is told what to refresh.
    expect(approved).toContain('cached pages to refresh: npm run revalidate -- surname:patil deity:tulja-bhavani community:maratha list:surname');
    // A family that names the deity's town is placed at its shrine there, whose page is refreshed
    // too; a label of a community's rows refreshes that community's page.
    const placed = (
      await review('approve', '3', '--surname', 'Jadhav', '--deity', 'tulja-bhavani', '--community', 'Maratha (Dewas Pawar)', '--town', 'tuljapur')
    ).stdout;
    expect(placed).toContain(', at the shrine tulja-bhavani-tuljapur)');
    expect(placed).toContain('npm run revalidate -- surname:jadhav deity:tulja-bhavani community:maratha shrine:tulja-bhavani-tuljapur list:surname');
    const elsewhere = review(
      'approve',
      '2',
      '--surname',
      'Joshi',
      '--deity',
      'tulja-bhavani',
      '--community',
      'Maratha',
      '--shrine',
      'aai-mata-bilara',
    );
    await expect(elsewhere).rejects.toThrow(/no shrine aai-mata-bilara of tulja-bhavani/);
    expect((await review('mark', '2', 'rejected', '--note', 'no source')).stdout).toContain('submission 2: rejected');
    await expect(review('approve', '99', '--surname', 'X', '--deity', 'tulja-bhavani', '--community', 'Y')).rejects.toThrow(/no submission 99/);
    expect((await review('list')).stdout).toContain('0 pending submission(s)');

    const check = await openEmbedded({ dataDir: dir });
    const rows = await check.pg.query<{ source: string; origin: string; confidence_level: number }>(
      "select source, origin, confidence_level from public.family_surnames where surname = 'Patil' and community = 'Maratha'",
    );
    expect(rows.rows).toEqual([{ source: 'community', origin: 'submission', confidence_level: 60 }]);
    const shrines = await check.pg.query<{ surname: string; shrine_id: string | null; shrine_basis: string }>(
      "select surname, shrine_id, shrine_basis from public.family_surnames where origin = 'submission' order by surname",
    );
    expect(shrines.rows).toEqual([
      { surname: 'Jadhav', shrine_id: 'tulja-bhavani-tuljapur', shrine_basis: 'source' },
      { surname: 'Patil', shrine_id: null, shrine_basis: '' },
    ]);
    await check.pg.close();
    check.release();
  }, 240_000);
});
