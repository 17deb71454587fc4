import { describe, expect, test } from '@jest/globals';
import { closeness, typoDistance, wordsOf } from './typo-distance';

describe('typo distance', () => {
  test('counts insertions, deletions, substitutions and swapped neighbours as one typo each', () => {
    expect(typoDistance('shampoo', 'shampoo', 2)).toBe(0);
    expect(typoDistance('shampo', 'shampoo', 2)).toBe(1);
    expect(typoDistance('shampooo', 'shampoo', 2)).toBe(1);
    expect(typoDistance('shempoo', 'shampoo', 2)).toBe(1);
    expect(typoDistance('shmapoo', 'shampoo', 2)).toBe(1);
    expect(typoDistance('shmpo', 'shampoo', 2)).toBe(2);
  });

  test('without swaps, swapped neighbours are two typos (as the product index counts them)', () => {
    expect(typoDistance('shmapoo', 'shampoo', 2, false)).toBe(2);
    expect(typoDistance('mayfeild', 'mayfield', 1, false)).toBe(2);
    expect(typoDistance('shempoo', 'shampoo', 2, false)).toBe(1);
  });

  test('stops counting past the most asked for', () => {
    expect(typoDistance('lipstick', 'shampoo', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });

  test('a name is close when one typed word is a typo or two from one of its words; short words must match exactly', () => {
    expect(closeness(wordsOf('loreal mascra'), "L'Oréal Paris")).toBe(1);
    expect(closeness(wordsOf('oreal'), "L'Oréal Paris")).toBe(0);
    expect(closeness(wordsOf('mascra'), "L'Oréal Paris")).toBeNull();
    expect(closeness(wordsOf('condtioner'), 'Hair Conditioners')).toBe(2);
    expect(closeness(wordsOf('ab'), 'Ab Cream')).toBeNull();
    expect(closeness(wordsOf('xyzzy'), 'Shampoo')).toBeNull();
  });
});
