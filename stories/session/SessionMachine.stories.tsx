import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ButtonGroup, Card, Classes, H5 } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  liveStatusOf,
  sessionMachine,
  sessionStatusOf,
  type ConnectInput,
  type RefreshInput,
  type RefreshOutcome,
  type SessionEvent,
} from '../../machines/session.machine';
import { socketReconnectAttempts } from '../../src/shared/constants';

/**
 * The session machine replayed for QA: a simulated clock and fake server and socket, driven by
 * buttons, with the machine's state shown as it changes. Nothing here talks to a server.
 */

interface PanelProps {
  /** Minutes left on the token when the panel opens (negative: already expired). */
  minutesLeft: number;
}

const start = Date.UTC(2026, 0, 1, 9, 0, 0);

/** The simulated world the machine runs in: a clock, a server holding the refresh, a socket. */
function createReplay() {
  const clock = new SimulatedClock();
  clock.set(start);
  const world: {
    answerRefresh: ((outcome: RefreshOutcome) => void) | null;
    socket: ((event: SessionEvent) => void) | null;
  } = {
    answerRefresh: null,
    socket: null,
  };
  const machine = sessionMachine.provide({
    actors: {
      readClock: fromPromise(async () => clock.now()),
      refresh: fromPromise<RefreshOutcome, RefreshInput>(
        () =>
          new Promise<RefreshOutcome>((resolve) => {
            world.answerRefresh = resolve;
          }),
      ),
      connect: fromCallback<SessionEvent, ConnectInput>(({ sendBack }) => {
        world.socket = sendBack;
        return () => {
          world.socket = null;
        };
      }),
    },
  });
  return {
    clock,
    machine,
    /** Answers the refresh in flight; false when there is none. */
    answerRefresh(outcome: RefreshOutcome): boolean {
      const answer = world.answerRefresh;
      world.answerRefresh = null;
      answer?.(outcome);
      return answer !== null;
    },
    /** An event from the socket, if one is open. */
    fromSocket(event: SessionEvent): void {
      world.socket?.(event);
    },
  };
}

function SessionMachinePanel({ minutesLeft }: PanelProps) {
  const [replay] = useState(createReplay);
  const { clock } = replay;
  const [log, setLog] = useState<string[]>([]);
  const [renewals, setRenewals] = useState(0);
  const note = (line: string) => setLog((lines) => [...lines, line]);

  const [snapshot, send] = useMachine(replay.machine, {
    clock,
    input: { token: 'token-1', expiresAt: Math.floor((start + minutesLeft * 60_000) / 1000) },
  });

  const answerRefresh = (outcome: RefreshOutcome, line: string) => {
    if (replay.answerRefresh(outcome)) note(line);
  };
  const pass = (ms: number, line: string) => {
    note(line);
    clock.increment(ms);
  };
  const fromSocket = (event: SessionEvent, line: string) => {
    note(line);
    replay.fromSocket(event);
  };

  const session = sessionStatusOf(snapshot);
  const tokenState = snapshot.matches({ signedIn: { token: 'refreshing' } })
    ? 'refreshing'
    : snapshot.matches({ signedIn: { token: 'checking' } })
      ? 'checking'
      : snapshot.matches({ signedIn: { token: 'waiting' } })
        ? 'waiting'
        : '-';
  const secondsLeft = snapshot.context.expiresAt - Math.floor(clock.now() / 1000);
  const refreshing = tokenState === 'refreshing';
  const online = snapshot.matches({ signedIn: { live: 'online' } });

  return (
    <Card>
      <H5>Session machine</H5>
      <ul className={Classes.LIST_UNSTYLED}>
        <li>{`Session: ${session}`}</li>
        <li>{`Token: ${tokenState}`}</li>
        <li>{`Live: ${liveStatusOf(snapshot) ?? '-'}`}</li>
        <li>{`Token in use: ${snapshot.context.token ?? '-'}`}</li>
        <li>{`Time left on the token: ${Math.floor(secondsLeft / 60)} min ${secondsLeft % 60} s`}</li>
        <li>{`Reconnect attempts: ${snapshot.context.reconnectAttempts} of ${socketReconnectAttempts}`}</li>
        <li>{`Ended because: ${snapshot.context.endReason ?? '-'}`}</li>
      </ul>
      <ButtonGroup>
        <Button text="Time passes 30 s" onClick={() => pass(30_000, '30 s pass')} />
        <Button text="Time passes 1 s" onClick={() => pass(1_000, '1 s passes')} />
      </ButtonGroup>{' '}
      <ButtonGroup>
        <Button
          text="Server answers"
          disabled={!refreshing}
          onClick={() => {
            const next = renewals + 2;
            setRenewals(next - 1);
            answerRefresh(
              {
                kind: 'renewed',
                token: `token-${next}`,
                expiresAt: Math.floor(clock.now() / 1000) + 60 * 60,
              },
              'server answers with a new token',
            );
          }}
        />
        <Button
          text="Server answers 401"
          disabled={!refreshing}
          onClick={() => answerRefresh({ kind: 'rejected' }, 'server answers 401')}
        />
        <Button
          text="Network fails"
          disabled={!refreshing}
          onClick={() => answerRefresh({ kind: 'unreachable' }, 'network fails')}
        />
      </ButtonGroup>{' '}
      <ButtonGroup>
        <Button text="User details load" onClick={() => send({ type: 'USER_LOADED', userId: 'user-1' })} />
        <Button
          text="Socket connects"
          disabled={!online}
          onClick={() => fromSocket({ type: 'CONNECTED' }, 'socket connects')}
        />
        <Button
          text="Socket drops"
          disabled={!online}
          onClick={() => fromSocket({ type: 'DISCONNECTED', reason: 'transport close' }, 'socket drops')}
        />
        <Button text="Reconnect" onClick={() => send({ type: 'RECONNECT' })} />
        <Button text="Sign out" onClick={() => send({ type: 'SIGN_OUT' })} />
      </ButtonGroup>
      <ol aria-label="What happened">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </Card>
  );
}

const meta = {
  title: 'Session/Session machine',
  component: SessionMachinePanel,
  args: { minutesLeft: 16 },
} satisfies Meta<typeof SessionMachinePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 16 minutes left: two checks 30 s apart find the token due, the refresh renews it. */
export const RefreshWhenDue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Token: waiting')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Time passes 30 s' }));
    await expect(await canvas.findByText('Token: waiting')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Time passes 30 s' }));
    await expect(await canvas.findByText('Token: refreshing')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers' }));
    await expect(await canvas.findByText('Token in use: token-2')).toBeInTheDocument();
    await expect(canvas.getByText('Token: waiting')).toBeInTheDocument();
  },
};

/** A refresh answered 401 ends the session (the app then clears storage and reloads). */
export const RefreshRejected: Story = {
  args: { minutesLeft: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Token: refreshing')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers 401' }));
    await expect(await canvas.findByText('Session: signedOut')).toBeInTheDocument();
    await expect(canvas.getByText('Ended because: rejected')).toBeInTheDocument();
  },
};

/** No answer keeps the token; the next check 30 s later tries again. */
export const NetworkFailsThenRetries: Story = {
  args: { minutesLeft: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Token: refreshing')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Network fails' }));
    await expect(await canvas.findByText('Token: waiting')).toBeInTheDocument();
    await expect(canvas.getByText('Token in use: token-1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Time passes 30 s' }));
    await expect(await canvas.findByText('Token: refreshing')).toBeInTheDocument();
  },
};

/** The socket drops; 5 attempts 1 s apart fail; the connection rests offline until a reconnect. */
export const SocketDropsUntilOffline: Story = {
  args: { minutesLeft: 60 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'User details load' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Socket connects' }));
    await expect(await canvas.findByText('Live: connected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Socket drops' }));
    await expect(await canvas.findByText('Live: retrying')).toBeInTheDocument();
    for (let attempt = 1; attempt <= socketReconnectAttempts; attempt += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Time passes 1 s' }));
      await expect(await canvas.findByText('Live: connecting')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Socket drops' }));
    }
    await expect(await canvas.findByText('Live: offline')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await expect(await canvas.findByText('Live: connecting')).toBeInTheDocument();
  },
};

/** A token that has already run out ends the session at once. */
export const TokenAlreadyExpired: Story = {
  args: { minutesLeft: -1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Session: signedOut')).toBeInTheDocument();
    await expect(canvas.getByText('Ended because: expired')).toBeInTheDocument();
  },
};
