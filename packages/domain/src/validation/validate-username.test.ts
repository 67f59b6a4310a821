import { describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES as M, validateForumUsername, validateUsername } from './validate-username.ts';

describe('validateUsername (spec 1 §5)', () => {
  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['john doe', M.invalidCharacters],
    ['jo\thn', M.invalidCharacters],
    ['ab', M.tooShort],
    ['abc', null],
    ['a'.repeat(25), null],
    ['a'.repeat(26), M.tooLong],
    ['-john', M.firstCharacter],
    ['éric', M.firstCharacter],
    ['_john', null],
    ['9lives', null],
    ['john.', M.lastCharacter],
    ['john_', M.lastCharacter],
    ['jean-andré', null],
    ['john__doe', M.consecutiveSpecials],
    ['john.-doe', M.consecutiveSpecials],
    ['john.doe-x_y', null],
    ['john.png', M.confusingSuffix],
    ['john.JSON', M.confusingSuffix],
    ['john.pngx', null],
    ['john@example.com', null],
  ])('%j → %s', (name, message) => {
    expect(validateUsername(name)).toBe(message);
  });
});

describe('validateForumUsername (spec 1 §5: no accents, no spaces)', () => {
  it.each([
    ['', M.empty],
    ['a', M.tooShort],
    ['aaa', null],
    ['a'.repeat(26), M.tooLong],
    ['test/test', M.invalidCharacters],
    ['jean andre', M.invalidCharacters],
    ['andré', M.invalidCharacters],
    ['test.test-test_test', null],
    ['-test', M.firstCharacter],
    ['test.', M.lastCharacter],
    ['test__test', M.consecutiveSpecials],
    ['test.jpg', M.confusingSuffix],
  ])('%j → %s', (name, message) => {
    expect(validateForumUsername(name)).toBe(message);
  });
});
