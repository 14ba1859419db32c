import { deliverMessage } from './deliverMessage';
import { DeliveryError } from './errors';

test('a submission without a configured identity pool fails clearly, before loading the SDK', async () => {
  const attempt = deliverMessage('text', { region: 'ap-northeast-2', identityPoolId: undefined });
  await expect(attempt).rejects.toBeInstanceOf(DeliveryError);
  await expect(attempt).rejects.toMatchObject({ reason: 'not-configured' });
});
