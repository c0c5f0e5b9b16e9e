"""The assistant's transports: WebSocket /ws/assistant and REST for clients without sockets."""
