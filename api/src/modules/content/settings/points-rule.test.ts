import { checkPointsPerPound, rewardPointsPageBody } from './points-rule';

test('the Reward Points page says the earning and the spending rule from the settings', () => {
  const body = rewardPointsPageBody({ pointsPerPound: 100, pointsRedeemable: true });
  expect(body).toContain('one point for every whole pound of its price');
  expect(body).toContain(
    'every 100 points take £1 off (each point is worth 1p), in whole pence, up to the price of the goods after any discount code',
  );
  expect(body).toContain('Points never pay for delivery.');
  expect(rewardPointsPageBody({ pointsPerPound: 250, pointsRedeemable: true })).toContain('every 250 points take £1 off, in whole pence');
  expect(rewardPointsPageBody({ pointsPerPound: 1, pointsRedeemable: true })).toContain('every 1 point takes £1 off, in whole pence');
  expect(rewardPointsPageBody({ pointsPerPound: 100, pointsRedeemable: false })).toContain(
    'Points cannot be spent at checkout at the moment',
  );
});

test('points per £1 is a whole number from 1 to 10,000', () => {
  expect(checkPointsPerPound(100)).toBeNull();
  for (const bad of [0, -5, 1.5, 10_001, Number.NaN])
    expect(checkPointsPerPound(bad)).toBe('Points per £1 must be a whole number from 1 to 10,000');
});
