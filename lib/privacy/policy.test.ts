import { topicParticle } from './policy';

describe('topicParticle (the policy names the company, a company fact)', () => {
  it.each([
    ['(주)채들', '은'],
    ['주식회사 채들', '은'],
    ['채들 주식회사', '는'],
    ['Chaedle Inc.', '은(는)'],
  ])('%s → %s', (name, particle) => {
    expect(topicParticle(name)).toBe(particle);
  });
});
