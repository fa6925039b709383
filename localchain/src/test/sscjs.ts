/** Reading the local chain with sscjs in tests, as a stream reader or explorer would. */
import type SSC from 'sscjs';
import type { Block } from '../chain/blocks';

/** A token quantity ('12.345') as exact integer units of its precision. */
export function units(quantity: string, precision: number): bigint {
  const [whole, fraction = ''] = quantity.split('.');
  return BigInt(whole! + fraction.padEnd(precision, '0'));
}

/** The blocks sscjs streams from `from` to `to`, resolved once the last one has arrived. */
export function streamBlocks(ssc: SSC, from: number, to: number): Promise<Block[]> {
  return new Promise((resolve, reject) => {
    const blocks: Block[] = [];
    void ssc.streamFromTo(
      from,
      to,
      (error, block) => {
        if (error) return reject(error);
        blocks.push(block);
        if (block.blockNumber === to) resolve(blocks);
      },
      10,
    );
  });
}
